import { randomUUID } from 'node:crypto';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { updateReminder } from '#core/reminders/use-cases/update-reminder';
import { sendNag } from '#core/nags/use-cases/send-nag';
import { handleReply } from '#core/replies/use-cases/handle-reply';
import { DomainError } from '#core/kernel/errors';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { fireDue, textsTo } from '../../../support/run-nag-schedules';

/** Monday 23 November 2026, 08:00 in New York. */
const EIGHT_AM_NEW_YORK = '2026-11-23T13:00:00.000Z';
const OUR_NUMBER = '+18885550100';

/** Moves the clock to `iso`, firing each schedule at its own instant on the way (no minute-by-minute walk). */
async function runUntil(deps: NagTestDeps, iso: string): Promise<void> {
  const end = Date.parse(iso);
  for (;;) {
    const next = [...deps.scheduler.live.values()]
      .map((s) => s.at.getTime())
      .filter((at) => at <= end)
      .sort((a, b) => a - b)[0];
    if (next === undefined) break;
    if (next > deps.clock.now().getTime()) deps.clock.set(new Date(next).toISOString());
    await fireDue(deps);
  }
  deps.clock.set(iso);
}

async function setup() {
  const deps = nagTestDeps(EIGHT_AM_NEW_YORK);
  const user = await nagUser(deps);
  const remind = (task: string, extra: Record<string, unknown> = {}) =>
    createReminder(deps, user.id, {
      task,
      scheduledDate: '2026-12-01',
      scheduledTime: '09:00',
      repeat: 'monthly',
      ...extra,
    });
  const reminder = async (id: string) => (await deps.reminders.get(user.id, id))!;
  const reply = async (body: string) => {
    const before = deps.sms.sent.length;
    await handleReply(deps, {
      from: user.phoneNumber,
      to: OUR_NUMBER,
      body,
      providerMessageId: randomUUID(),
      receivedAt: deps.clock.now().toISOString(),
    });
    return deps.sms.sent.slice(before).map((s) => s.body);
  };
  return { deps, user, remind, reminder, reply, texts: () => textsTo(deps, user.phoneNumber) };
}

const GENTLE = [
  "Window open: Rent is due Tue Dec 1 (#1), 6 days from now. Reply DONE when it's done.",
  "Rent is due Tue Dec 1 (#1): 5 days left. Reply DONE when it's done.",
  "Rent is due Tue Dec 1 (#1): 4 days left. Reply DONE when it's done.",
  "Rent is due Tue Dec 1 (#1): 3 days left. Reply DONE when it's done.",
  "Rent is due Tue Dec 1 (#1): 2 days left. Reply DONE when it's done.",
  "Rent is due tomorrow, Tue Dec 1 (#1). Reply DONE when it's done, or tomorrow I'll keep at it.",
];
const FIRST_NAG = "NagText: time for: Rent (#1). Reply DONE when it's done, or SNOOZE for later.";

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? { code: error.code, extras: error.extras } : error),
  );

describe('a deadline window', () => {
  it('texts gently once a day from the window’s first day, then the deadline’s ladder runs; ignored, it is missed', async () => {
    const { deps, user, remind, reminder, texts } = await setup();
    const task = await remind('Rent', { windowDays: 6 });
    expect(task.windowDays).toBe(6);
    // One schedule: the first gentle text, 9:00 AM Nov 25 (6 days before Dec 1).
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: -6, at: '2026-11-25T14:00:00.000Z' });
    expect(deps.scheduler.live.size).toBe(1);

    await runUntil(deps, '2026-11-30T23:00:00.000Z');
    expect(texts()).toEqual(GENTLE);
    // Nothing counted as a nag; the deadline's first nag is next, at the deadline.
    expect(await reminder(task.id)).toMatchObject({
      nagCount: 0,
      status: 'pending',
      nextNag: { attempt: 1, at: '2026-12-01T14:00:00.000Z' },
    });
    const records = await deps.nagRecords.listForUser(user.id);
    expect(records.map((r) => r.attempt).sort()).toEqual([-1, -2, -3, -4, -5, -6]);

    // The deadline day: the full ladder, and its end unanswered counts as missed; January's window is next.
    await runUntil(deps, '2026-12-02T13:00:00.000Z');
    expect(texts()[6]).toBe(FIRST_NAG);
    expect(texts().length).toBeGreaterThan(8);
    const history = await deps.reminders.listHistory(user.id, task.id, { limit: 5 });
    expect(history.items).toEqual([expect.objectContaining({ occurrenceDate: '2026-12-01', outcome: 'missed' })]);
    // 6 days before Jan 1 is Dec 26 (fixed days: a 31-day month's window opens on the 26th).
    expect(await reminder(task.id)).toMatchObject({
      occurrenceDate: '2027-01-01',
      nextNag: { attempt: -6, at: '2026-12-26T14:00:00.000Z' },
    });
  });

  it('sends each gentle text once, however often and in whatever order its schedules are delivered', async () => {
    const { deps, user, remind, reminder, texts } = await setup();
    const task = await remind('Rent', { windowDays: 6 });
    const payloadOf = async () => ({
      userId: user.id,
      reminderId: task.id,
      nagId: (await reminder(task.id)).nextNag!.id,
    });
    const first = await payloadOf();
    deps.clock.set('2026-11-25T14:00:00.000Z');
    const outcomes = await Promise.all([sendNag(deps, first), sendNag(deps, first), sendNag(deps, first)]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    const second = await payloadOf();
    expect(second.nagId).not.toBe(first.nagId);
    deps.clock.set('2026-11-26T14:00:00.000Z');
    // The first day's schedule again, before and after the second day's: nothing more.
    expect(await sendNag(deps, first)).toBe('stale');
    expect(await sendNag(deps, second)).toBe('sent');
    expect(await sendNag(deps, first)).toBe('stale');
    expect(await sendNag(deps, second)).toBe('stale');
    expect(texts()).toEqual(GENTLE.slice(0, 2));
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: -4, at: '2026-11-27T14:00:00.000Z' });
  });

  it('a gentle text delivered only at the deadline is dropped: the deadline’s first nag is next', async () => {
    const { deps, user, remind, reminder, texts } = await setup();
    const task = await remind('Rent', { windowDays: 1, repeat: 'once' });
    const payload = { userId: user.id, reminderId: task.id, nagId: (await reminder(task.id)).nextNag!.id };
    deps.clock.set('2026-12-01T14:00:00.000Z');
    expect(await sendNag(deps, payload)).toBe('dropped');
    expect(texts()).toEqual([]);
    await fireDue(deps);
    expect(texts()).toEqual([FIRST_NAG]);
  });

  it('DONE on a gentle day closes that deadline: no ladder, next month’s window is planned', async () => {
    const { deps, user, remind, reminder, reply, texts } = await setup();
    const task = await remind('Rent', { windowDays: 6 });
    await runUntil(deps, '2026-11-27T15:00:00.000Z');
    expect(texts()).toEqual(GENTLE.slice(0, 3));
    expect(await reply('DONE')).toEqual(['Nice work! "Rent" is done. Next one: Fri Jan 1, 9:00 AM']);
    expect(await reminder(task.id)).toMatchObject({
      occurrenceDate: '2027-01-01',
      nagCount: 0,
      nextNag: { attempt: -6, at: '2026-12-26T14:00:00.000Z' },
    });
    const history = await deps.reminders.listHistory(user.id, task.id, { limit: 5 });
    expect(history.items).toEqual([expect.objectContaining({ occurrenceDate: '2026-12-01', outcome: 'done' })]);
    const before = texts().length;
    await runUntil(deps, '2026-12-25T23:00:00.000Z');
    expect(texts()).toHaveLength(before);
  });

  it('SKIP on a gentle day skips that deadline the same way', async () => {
    const { deps, user, remind, reminder, reply } = await setup();
    const task = await remind('Rent', { windowDays: 6 });
    await runUntil(deps, '2026-11-25T15:00:00.000Z');
    await reply('SKIP');
    expect(await reminder(task.id)).toMatchObject({ occurrenceDate: '2027-01-01', nextNag: { attempt: -6 } });
    const history = await deps.reminders.listHistory(user.id, task.id, { limit: 5 });
    expect(history.items).toEqual([expect.objectContaining({ occurrenceDate: '2026-12-01', outcome: 'skipped' })]);
  });

  it('a one-time deadline whose window reaches back before today texts from the next window day on', async () => {
    const { deps, remind, reminder, texts } = await setup();
    // Made Mon Nov 23 8:00 AM: "by Friday" with 10 days: Nov 17 is past; today's 9:00 AM is still to come.
    const task = await remind('File taxes', { repeat: 'once', scheduledDate: '2026-11-27', windowDays: 10 });
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: -4, at: '2026-11-23T14:00:00.000Z' });
    await runUntil(deps, '2026-11-26T15:00:00.000Z');
    expect(texts()).toEqual([
      "File taxes is due Fri Nov 27 (#1): 4 days left. Reply DONE when it's done.",
      "File taxes is due Fri Nov 27 (#1): 3 days left. Reply DONE when it's done.",
      "File taxes is due Fri Nov 27 (#1): 2 days left. Reply DONE when it's done.",
      "File taxes is due tomorrow, Fri Nov 27 (#1). Reply DONE when it's done, or tomorrow I'll keep at it.",
    ]);
  });

  it('a one-time deadline ignored to its ladder’s end is missed that day, not carried over to the next', async () => {
    const { deps, user, remind, reminder, texts } = await setup();
    const task = await remind('File taxes', { repeat: 'once', scheduledDate: '2026-11-25', windowDays: 2 });
    await runUntil(deps, '2026-11-25T13:00:00.000Z');
    expect(texts()).toEqual([
      "Window open: File taxes is due Wed Nov 25 (#1), 2 days from now. Reply DONE when it's done.",
      "File taxes is due tomorrow, Wed Nov 25 (#1). Reply DONE when it's done, or tomorrow I'll keep at it.",
    ]);
    // The deadline day's ladder to its end: its last text says it is missed, no "I'll try again tomorrow".
    let last: { id: string } | undefined;
    while ((await reminder(task.id)).nextNag) {
      const planned = (await reminder(task.id)).nextNag!;
      last = planned;
      deps.clock.set(planned.at);
      await fireDue(deps);
    }
    expect(texts().at(-1)).toBe(
      "NagText, last nag: File taxes (#1). That was its last time, so I've marked it missed: no more texts for it. Reply DONE if you did it.",
    );
    expect(texts().some((t) => t.includes('try again tomorrow'))).toBe(false);
    const missed = await reminder(task.id);
    expect(missed).toMatchObject({ status: 'missed', occurrenceDate: '2026-11-25' });
    expect(missed.carriedDays).toBeUndefined();
    expect(deps.scheduler.live.size).toBe(0);
    // The last nag's schedule delivered again: nothing more is sent or recorded.
    const sent = texts().length;
    expect(await sendNag(deps, { userId: user.id, reminderId: task.id, nagId: last!.id })).toBe('stale');
    await runUntil(deps, '2026-11-27T23:00:00.000Z');
    expect(texts()).toHaveLength(sent);
    const history = await deps.reminders.listHistory(user.id, task.id, { limit: 5 });
    expect(history.items).toEqual([expect.objectContaining({ occurrenceDate: '2026-11-25', outcome: 'missed' })]);
    expect(history.items[0]).not.toHaveProperty('carriedTo');
  });

  it('refuses with 400 naming windowDays, leaving the reminder as it was', async () => {
    const { deps, user, remind, reminder } = await setup();
    const issue = (message: string) => ({
      code: 'validation_failed',
      extras: { issues: [{ path: 'windowDays', message }] },
    });
    const tooLong = 'Window must be at most 6 days for this repeat: 7 days would reach back to the previous deadline';
    expect(await refusal(remind('Gym', { repeat: 'weekly', windowDays: 7 }))).toEqual(issue(tooLong));
    expect(await refusal(remind('Gym', { repeat: 'weekly', windowDays: 3, headsUpHours: 24 }))).toEqual(
      issue('A deadline window already texts you every day before the deadline: remove the heads-up to set a window'),
    );
    expect(
      await refusal(
        remind('Taxes', { repeat: 'once', scheduledDate: '2026-11-23', scheduledTime: '07:00', windowDays: 3 }),
      ),
    ).toEqual({
      code: 'validation_failed',
      extras: {
        issues: [
          { path: 'windowDays', message: 'That deadline has already passed. Pick a deadline in the future.' },
          { path: 'scheduledTime', message: 'That date and time has already passed. Pick a time in the future.' },
        ],
      },
    });
    expect(await deps.reminders.listForUser(user.id)).toEqual([]);
    expect(deps.scheduler.live.size).toBe(0);

    // Update: a kept window that no longer fits the new repeat, a window beside a kept heads-up: nothing changes.
    const weekly = await remind('Laundry', { repeat: 'weekly', scheduledDate: '2026-11-30', windowDays: 5 });
    const stored = await reminder(weekly.id);
    const schedules = [...deps.scheduler.live.keys()];
    const base = { task: 'Laundry', scheduledDate: '2026-11-30', scheduledTime: '09:00' };
    expect(await refusal(updateReminder(deps, user.id, weekly.id, { ...base, repeat: 'daily' }))).toEqual(
      issue('A deadline window needs at least 2 days between deadlines: this repeat has none to spare'),
    );
    expect(
      await refusal(updateReminder(deps, user.id, weekly.id, { ...base, repeat: 'weekly', headsUpHours: 24 })),
    ).toEqual(
      issue('A deadline window already texts you every day before the deadline: remove the heads-up to set a window'),
    );
    expect(await reminder(weekly.id)).toEqual(stored);
    expect([...deps.scheduler.live.keys()]).toEqual(schedules);
  });

  it('update: absent keeps the window, a new value re-plans it, null removes it', async () => {
    const { deps, user, remind, reminder } = await setup();
    const task = await remind('Rent', { windowDays: 6 });
    const base = { task: 'Rent', scheduledDate: '2026-12-01', scheduledTime: '09:00', repeat: 'monthly' as const };
    const renamed = await updateReminder(deps, user.id, task.id, { ...base, task: 'Pay rent' });
    expect(renamed.windowDays).toBe(6);
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: -6, at: '2026-11-25T14:00:00.000Z' });
    const shorter = await updateReminder(deps, user.id, task.id, { ...base, windowDays: 2 });
    expect(shorter.windowDays).toBe(2);
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: -2, at: '2026-11-29T14:00:00.000Z' });
    const removed = await updateReminder(deps, user.id, task.id, { ...base, windowDays: null });
    expect(removed.windowDays).toBeNull();
    expect(await reminder(task.id)).not.toHaveProperty('windowDays');
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: 1, at: '2026-12-01T14:00:00.000Z' });
    expect(deps.scheduler.live.size).toBe(1);
    // A window and a heads-up may be swapped in one edit.
    const swapped = await updateReminder(deps, user.id, task.id, { ...base, windowDays: null, headsUpHours: 24 });
    expect(swapped).toMatchObject({ windowDays: null, headsUpHours: 24 });
    const back = await updateReminder(deps, user.id, task.id, { ...base, windowDays: 3, headsUpHours: null });
    expect(back).toMatchObject({ windowDays: 3, headsUpHours: null });
  });
});
