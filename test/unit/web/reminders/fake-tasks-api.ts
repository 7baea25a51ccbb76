import type { ReminderInput, Task } from '#shared/contracts';
import { aProfile, FakeApi, failure, ok } from '../account/fake-api';

export { aProfile, failure, FakeApi, ok };

type Answer = { status: number; body: unknown };

/** Calls and the buddy, as sent (a field not sent is left as it was). */
/** What the server keeps of the input's optional settings (a field not sent is left as it was). */
const escalationOf = ({ callAfterNags, tellBuddy, tellMeIfIgnored, headsUpHours, windowDays }: ReminderInput) => ({
  ...(callAfterNags !== undefined ? { callAfterNags } : {}),
  ...(tellBuddy !== undefined ? { tellBuddy } : {}),
  ...(tellMeIfIgnored !== undefined ? { tellMeIfIgnored } : {}),
  ...(headsUpHours !== undefined ? { headsUpHours } : {}),
  ...(windowDays !== undefined ? { windowDays } : {}),
});

export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 't1',
    ref: '1',
    task: 'Take out the trash',
    scheduledTime: '2026-11-24T15:00:00.000Z',
    localDate: '2026-11-24',
    localTime: '09:00',
    timezone: 'America/Chicago',
    repeat: 'once',
    status: 'pending',
    nagCount: 0,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export interface TasksServer {
  /** What the server holds now (tests may replace it). */
  tasks: Task[];
  /**
   * The next call to `route` waits until released: the page meanwhile shows what it shows before the server
   * answers. release() answers as the server would (and changes its list); release(answer) answers that instead.
   */
  hold(route: string): { release: (answer?: Answer) => void };
}

/**
 * The tasks API as a small server: a list it keeps; a created reminder gets the next id and reference;
 * edits and "done" are applied (a one-time reminder becomes done). Queued answers (api.once) come first.
 */
export function serveTasks(api: FakeApi, initial: Task[]): TasksServer {
  const handlers = new Map<string, (body: unknown) => Answer>();
  let next = 100;
  const handle = (route: string, handler: (body: unknown) => Answer) => {
    handlers.set(route, handler);
    api.on(route, () => handler(api.calls.at(-1)!.body));
  };
  const server: TasksServer = {
    tasks: [...initial],
    hold(route) {
      let release: (answer?: Answer) => void = () => undefined;
      const released = new Promise<Answer | undefined>((resolve) => {
        release = resolve;
      });
      api.once(route, async () => {
        const body = api.calls.at(-1)!.body;
        const override = await released;
        return override ?? handlers.get(route)!(body);
      });
      return { release: (answer) => release(answer) };
    },
  };
  const replace = (id: string, change: (current: Task) => Task): Answer => {
    const current = server.tasks.find((t) => t.id === id);
    if (!current) return failure(404, 'not_found', 'Reminder not found');
    const saved = change(current);
    server.tasks = server.tasks.map((t) => (t.id === id ? saved : t));
    return ok(saved);
  };
  const routesFor = (id: string) => {
    handle(`PUT /tasks/${id}`, (body) => {
      const input = body as ReminderInput;
      return replace(id, (current) => ({
        ...current,
        task: input.task,
        localDate: input.scheduledDate,
        localTime: input.scheduledTime,
        repeat: input.repeat ?? 'once',
        ...escalationOf(input),
        updatedAt: '2026-11-02T12:00:00.000Z',
      }));
    });
    handle(`DELETE /tasks/${id}`, () => {
      server.tasks = server.tasks.filter((t) => t.id !== id);
      return ok({ id, deleted: true });
    });
    handle(`PUT /tasks/${id}/status`, () =>
      replace(id, ({ nextNagAt: _n, snoozedUntil: _s, ...rest }) => ({ ...rest, status: 'done' })),
    );
  };
  initial.forEach((t) => routesFor(t.id));
  handle('GET /tasks', () => ok(server.tasks));
  handle('POST /tasks', (body) => {
    const input = body as ReminderInput;
    next += 1;
    const saved = aTask({
      id: `t${next}`,
      ref: String(next),
      task: input.task,
      localDate: input.scheduledDate,
      localTime: input.scheduledTime,
      repeat: input.repeat ?? 'once',
      ...escalationOf(input),
      ...(input.forPersonId ? { forPerson: { id: input.forPersonId, firstName: 'Mom', ref: '7' } } : {}),
    });
    server.tasks = [...server.tasks, saved];
    routesFor(saved.id);
    return { status: 201, body: saved };
  });
  return server;
}

/** A subscribed user (in Chicago unless the profile says otherwise) with these reminders, served to the page's fetch. */
export function serveSubscribedDashboard(
  tasks: Task[],
  profile = aProfile({ timezone: 'America/Chicago' }),
): { api: FakeApi; server: TasksServer } {
  const api = new FakeApi()
    .on('GET /user/profile', ok(profile))
    .on('GET /subscription/status', ok({ subscriptionStatus: 'active' }))
    .on('GET /user/people', ok({ people: [], invites: [] }));
  const server = serveTasks(api, tasks);
  globalThis.fetch = api.fetch as typeof fetch;
  return { api, server };
}
