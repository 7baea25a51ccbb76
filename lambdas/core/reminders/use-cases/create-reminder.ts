import { MAX_ACTIVE_REMINDERS } from '#shared/vocabulary';
import type { Task } from '#shared/contracts/tasks';
import { clockFieldsOf, firstOccurrence, newReminder } from '../domain/reminder-plan';
import { clockReading, onClock } from '../domain/reminder-clock';
import { scheduleNag } from './save-reminder-plan';
import { toTask } from '../domain/task-view';
import { scheduleNameOf, type Reminder, type ReminderRecipient, type SharedChore } from '../domain/reminder';
import { fail } from '../../kernel/errors';
import type { RemindersPorts } from '../reminders-ports';
import { loadReminderOwner } from './load-reminder-owner';
import { assertSayableInCalendars } from '../domain/recurrence';
import { withEscalation } from '../domain/reminder-escalation';
import {
  assertHeadsUpFits,
  assertWithinHorizon,
  paceOf,
  scheduleOf,
  type ReminderDeps,
  type ReminderRequest,
} from './reminder-request';
import { assertWindowFits, failTimePassed } from './deadline-window-request';

/** A chore as a create asks for it: its first turn is the plan's to set. */
type NewChore = Omit<SharedChore, 'turnIndex' | 'lastDone'>;

export const TOO_MANY_REMINDERS_MESSAGE = `You have ${MAX_ACTIVE_REMINDERS} active reminders, the most NagText keeps. Finish or delete one to add another.`;

/**
 * POST /tasks: the wall date and time are the owner's, in their zone; the first nag is scheduled at once.
 * `options.id` names the reminder instead of a new id: a caller retrying the same request can look for it first.
 * `options.forPerson`: for someone else (its wall time read in their zone, their quiet hours; reminders-for-people
 * checks who they are). `options.shared`: a household's chore (its members checked there too).
 */
export async function createReminder(
  deps: ReminderDeps & Pick<RemindersPorts, 'ids'>,
  userId: string,
  input: ReminderRequest,
  options: { id?: string; forPerson?: ReminderRecipient; shared?: NewChore } = {},
): Promise<Task> {
  const owner = await loadReminderOwner(deps, userId);
  const now = deps.clock.now();
  const { forPerson, shared } = options;
  const clock = {
    ...clockFieldsOf({ clock: input.clock ?? 'home', clockZone: input.clockZone ?? undefined }),
    ...(forPerson ? { forPerson } : {}),
    ...(shared ? { shared: { ...shared, turnIndex: 0 } } : {}),
  };
  // Its wall time is read on its clock (domain/reminder-clock.ts): home, where the person is, or its own zone.
  const firstIn = (zone: string) => {
    assertWithinHorizon(input, zone, now);
    const schedule = scheduleOf(input, zone);
    assertSayableInCalendars(schedule, zone);
    assertHeadsUpFits(input.headsUpHours ?? undefined, schedule, zone);
    assertWindowFits(input.windowDays ?? undefined, input.headsUpHours ?? undefined, schedule, zone);
    const occurrence = firstOccurrence(schedule, zone, now) ?? failTimePassed(input.windowDays ?? undefined);
    return { schedule, occurrence };
  };
  firstIn(clockReading(clock, owner, now).timezone);
  if ((await activeCount(deps, userId)) >= MAX_ACTIVE_REMINDERS) fail('conflict', TOO_MANY_REMINDERS_MESSAGE);
  const ref = await deps.reminders.allocateRef(userId);
  const id = options.id ?? deps.ids.next();
  const reminder = withEscalation(
    onClock(clock, owner, now, (clocked) => ({
      ...newReminder(
        {
          id,
          userId,
          ref,
          task: input.task,
          ...firstIn(clocked.timezone),
          pace: paceOf(input),
          clock,
          owner: clocked,
          ...(input.headsUpHours ? { headsUp: { hours: input.headsUpHours, owner: clocked } } : {}),
          ...(input.windowDays ? { window: { days: input.windowDays, owner: clocked } } : {}),
          ...(shared ? { shared } : {}),
        },
        now,
      ),
      ...(forPerson ? { forPerson } : {}),
    })),
    input,
    owner,
    now,
  );
  await scheduleNag(deps, reminder);
  await deps.reminders.create(reminder);
  await keepWithinLimit(deps, reminder);
  return toTask(reminder, owner);
}

const activeCount = async (deps: Pick<ReminderDeps, 'reminders'>, userId: string) =>
  (await deps.reminders.listForUser(userId)).filter((r) => r.status !== 'done').length;

/**
 * Creates racing at the limit can each pass the count above. Counted again once written (a consistent read), a
 * create that finds the user over the limit takes itself back, reminder and schedule, and is refused: of any two
 * racing, the later reader sees the earlier's reminder, so the limit holds (both may be refused; a retry fits).
 */
async function keepWithinLimit(deps: ReminderDeps, reminder: Reminder): Promise<void> {
  if ((await activeCount(deps, reminder.userId)) <= MAX_ACTIVE_REMINDERS) return;
  await deps.reminders.delete(reminder.userId, reminder.id);
  if (reminder.nextNag) await deps.scheduler.cancel(scheduleNameOf(reminder.nextNag.id));
  fail('conflict', TOO_MANY_REMINDERS_MESSAGE);
}
