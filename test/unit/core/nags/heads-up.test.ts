import { randomUUID } from 'node:crypto';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { updateReminder } from '#core/reminders/use-cases/update-reminder';
import { sendNag } from '#core/nags/use-cases/send-nag';
import { handleReply } from '#core/replies/use-cases/handle-reply';
import { DomainError } from '#core/kernel/errors';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { fireDue, runFor, textsTo } from '../../../support/run-nag-schedules';

/** Monday 23 November 2026, 08:00 in New York. */
const EIGHT_AM_NEW_YORK = '2026-11-23T13:00:00.000Z';
const OUR_NUMBER = '+18885550100';

async function setup(start = EIGHT_AM_NEW_YORK) {
  const deps = nagTestDeps(start);
  const user = await nagUser(deps);
  const remind = (task: string, extra: Record<string, unknown> = {}) =>
    createReminder(deps, user.id, {
      task,
      scheduledDate: '2026-11-24',
      scheduledTime: '09:00',
      repeat: 'once',
      ...extra,
    });
  const reminder = async (id: string) => (await deps.reminders.get(user.id, id))!;
  const live = () =>
    [...deps.scheduler.live.values()].map((s) => ({
      at: s.at.toISOString(),
      nagId: (s.payload as { nagId: string }).nagId,
    }));
  return { deps, user, remind, reminder, live, texts: () => textsTo(deps, user.phoneNumber) };
}

/** The provider id of the latest text to the phone: what a reply to it answers. */
const latestProviderId = (deps: NagTestDeps) => `test-${deps.sms.sent.length}`;

async function reply(deps: NagTestDeps, from: string, body: string, inReplyTo?: string) {
  const before = deps.sms.sent.length;
  await handleReply(deps, {
    from,
    to: OUR_NUMBER,
    body,
    providerMessageId: randomUUID(),
    receivedAt: deps.clock.now().toISOString(),
    ...(inReplyTo ? { inReplyTo } : {}),
  });
  return deps.sms.sent.slice(before).map((s) => s.body);
}

const HEADS_UP = "Tomorrow 9:00 AM: Dentist (#1). Reply DONE if it's already handled.";

describe('heads-up before', () => {
  it('plans the heads-up first, sends it once at its time, then the occurrence nags as before', async () => {
    const { deps, remind, reminder, live, texts } = await setup();
    const task = await remind('Dentist', { headsUpHours: 24 });
    expect(task.headsUpHours).toBe(24);
    const planned = (await reminder(task.id)).nextNag!;
    // One schedule: the heads-up, 9:00 AM the day before.
    expect(planned).toMatchObject({ attempt: 0, at: '2026-11-23T14:00:00.000Z' });
    expect(live()).toEqual([{ at: '2026-11-23T14:00:00.000Z', nagId: planned.id }]);

    await runFor(deps, 60);
    expect(texts()).toEqual([HEADS_UP]);
    // Still one schedule: the occurrence's first nag; nothing counted as a nag yet.
    const after = await reminder(task.id);
    expect(after).toMatchObject({
      status: 'pending',
      nagCount: 0,
      nextNag: { attempt: 1, at: '2026-11-24T14:00:00.000Z' },
    });
    expect(live()).toEqual([{ at: '2026-11-24T14:00:00.000Z', nagId: after.nextNag!.id }]);

    await runFor(deps, 24 * 60);
    expect(texts()[1]).toBe("NagText: time for: Dentist (#1). Reply DONE when it's done, or SNOOZE for later.");
    expect(texts().filter((t) => t === HEADS_UP)).toHaveLength(1);
  });

  it('a schedule firing twice, racing, or late sends at most one heads-up', async () => {
    const { deps, user, remind, reminder, texts } = await setup();
    const task = await remind('Dentist', { headsUpHours: 24 });
    const payload = { userId: user.id, reminderId: task.id, nagId: (await reminder(task.id)).nextNag!.id };
    deps.clock.set('2026-11-23T14:00:00.000Z');
    const outcomes = await Promise.all([sendNag(deps, payload), sendNag(deps, payload), sendNag(deps, payload)]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    deps.clock.set('2026-11-23T15:00:00.000Z');
    expect(await sendNag(deps, payload)).toBe('stale');
    expect(texts()).toEqual([HEADS_UP]);
    expect(await deps.nagRecords.listForUser(user.id)).toEqual([
      expect.objectContaining({ attempt: 0, message: HEADS_UP, status: 'sent' }),
    ]);

    // Another reminder whose heads-up schedule is delivered only after its occurrence: dropped, the first nag next.
    const late = await remind('Pay rent', { headsUpHours: 3, scheduledDate: '2026-11-23', scheduledTime: '18:00' });
    const latePayload = { userId: user.id, reminderId: late.id, nagId: (await reminder(late.id)).nextNag!.id };
    deps.clock.set('2026-11-23T23:00:00.000Z'); // 6:00 PM: the occurrence itself
    expect(await sendNag(deps, latePayload)).toBe('dropped');
    expect(await sendNag(deps, latePayload)).toBe('stale');
    expect(texts().filter((t) => t.includes('Pay rent'))).toEqual([]);
    expect((await reminder(late.id)).nextNag).toMatchObject({ attempt: 1, at: '2026-11-23T23:00:00.000Z' });
    await fireDue(deps);
    expect(texts().filter((t) => t.includes('Pay rent'))).toEqual([
      "NagText: time for: Pay rent (#2). Reply DONE when it's done, or SNOOZE for later.",
    ]);
  });

  it('DONE in answer to the heads-up closes that occurrence: its ladder never starts', async () => {
    const { deps, user, remind, reminder, live, texts } = await setup();
    const task = await remind('Dentist', { headsUpHours: 24 });
    await runFor(deps, 60);
    expect(texts()).toEqual([HEADS_UP]);
    const answers = await reply(deps, user.phoneNumber, 'DONE', latestProviderId(deps));
    expect(answers).toEqual(['Nice work! "Dentist" is done.']);
    expect(await reminder(task.id)).toMatchObject({ status: 'done' });
    expect(live()).toEqual([]);
    await runFor(deps, 30 * 60);
    expect(texts()).toEqual([HEADS_UP, 'Nice work! "Dentist" is done.']);
  });

  it("DONE 1 to a daily reminder's heads-up closes tomorrow's occurrence; the next day's heads-up is planned", async () => {
    const { deps, user, remind, reminder, live, texts } = await setup();
    // Today's 9:00 is an hour away: its heads-up (6:00 AM) has passed, so today's first nag is the plan.
    const task = await remind('Vitamins', { repeat: 'daily', scheduledDate: '2026-11-23', headsUpHours: 3 });
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: 1, at: '2026-11-23T14:00:00.000Z' });
    await runFor(deps, 61);
    await reply(deps, user.phoneNumber, 'DONE');
    // Tomorrow's heads-up waits for quiet hours to end (6:00 AM is inside 21:00-08:00).
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: 0, at: '2026-11-24T13:00:00.000Z' });
    await runFor(deps, 23 * 60);
    expect(texts().at(-1)).toBe("Today 9:00 AM: Vitamins (#1). Reply DONE if it's already handled.");
    const answers = await reply(deps, user.phoneNumber, 'DONE 1');
    expect(answers).toEqual(['Nice work! "Vitamins" is done. Next one: Wed Nov 25, 9:00 AM']);
    expect(await reminder(task.id)).toMatchObject({
      occurrenceDate: '2026-11-25',
      nextNag: { attempt: 0, at: '2026-11-25T13:00:00.000Z' },
    });
    expect(live()).toHaveLength(1);
    const before = texts().length;
    await runFor(deps, 2 * 60); // through 9:00 AM Nov 24: no nag for the closed occurrence
    expect(texts()).toHaveLength(before);
  });

  it('a heads-up whose quiet-hours wait would reach the occurrence is dropped: only the occurrence nags', async () => {
    const { deps, remind, reminder, texts } = await setup();
    const task = await remind('Early run', { scheduledTime: '08:00', headsUpHours: 1 });
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: 1, at: '2026-11-24T13:00:00.000Z' });
    await runFor(deps, 25 * 60);
    expect(texts()[0]).toBe("NagText: time for: Early run (#1). Reply DONE when it's done, or SNOOZE for later.");
  });

  it('sends the heads-up at the end of quiet hours, not at its time inside them', async () => {
    const { deps, remind, texts } = await setup();
    await remind('Dentist', { headsUpHours: 12 }); // 9:00 PM the evening before: quiet
    await runFor(deps, 13 * 60); // to 9:00 PM Nov 23
    expect(texts()).toEqual([]);
    await runFor(deps, 11 * 60); // to 8:00 AM Nov 24
    expect(texts()).toEqual(["Today 9:00 AM: Dentist (#1). Reply DONE if it's already handled."]);
    expect(deps.clock.now().toISOString()).toBe('2026-11-24T13:00:00.000Z');
  });

  it('refuses a heads-up reaching back past the previous occurrence (400 on headsUpHours), leaving the reminder as it was', async () => {
    const { deps, user, remind, reminder } = await setup();
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof DomainError ? { code: error.code, extras: error.extras } : error),
      );
    const issue = (hours: number) => ({
      code: 'validation_failed',
      extras: {
        issues: [
          {
            path: 'headsUpHours',
            message: `Heads-up before must be at most 24 hours for this repeat: ${hours} hours would reach back before the previous occurrence`,
          },
        ],
      },
    });
    expect(await refusal(remind('Pills', { repeat: 'daily', headsUpHours: 48 }))).toEqual(issue(48));
    expect(await deps.reminders.listForUser(user.id)).toEqual([]);
    expect(deps.scheduler.live.size).toBe(0);

    const weekly = await remind('Laundry', { repeat: 'weekly', headsUpHours: 72 });
    const stored = await reminder(weekly.id);
    const schedules = [...deps.scheduler.live.keys()];
    const base = { task: 'Laundry', scheduledDate: '2026-11-24', scheduledTime: '09:00' };
    // Asking for too long a heads-up, or a schedule its kept heads-up no longer fits: nothing changes.
    expect(await refusal(updateReminder(deps, user.id, weekly.id, { ...base, repeat: 'daily' }))).toEqual(issue(72));
    expect(
      await refusal(updateReminder(deps, user.id, weekly.id, { ...base, repeat: 'daily', headsUpHours: 25 })),
    ).toEqual(issue(25));
    expect(await reminder(weekly.id)).toEqual(stored);
    expect([...deps.scheduler.live.keys()]).toEqual(schedules);

    // Fitting values save; null removes it and the occurrence's first nag is the plan again.
    const daily = await updateReminder(deps, user.id, weekly.id, { ...base, repeat: 'daily', headsUpHours: 24 });
    expect(daily.headsUpHours).toBe(24);
    const removed = await updateReminder(deps, user.id, weekly.id, { ...base, repeat: 'daily', headsUpHours: null });
    expect(removed.headsUpHours).toBeNull();
    expect((await reminder(weekly.id)).nextNag).toMatchObject({ attempt: 1, at: '2026-11-24T14:00:00.000Z' });
    expect(deps.scheduler.live.size).toBe(1);
  });

  it('setting a heads-up on a waiting reminder plans it; editing only the words keeps it', async () => {
    const { deps, user, remind, reminder } = await setup();
    const task = await remind('Dentist');
    expect(task.headsUpHours).toBeNull();
    const base = { task: 'Dentist', scheduledDate: '2026-11-24', scheduledTime: '09:00', repeat: 'once' as const };
    await updateReminder(deps, user.id, task.id, { ...base, headsUpHours: 24 });
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: 0, at: '2026-11-23T14:00:00.000Z' });
    const renamed = await updateReminder(deps, user.id, task.id, { ...base, task: 'Dentist at 9' });
    expect(renamed.headsUpHours).toBe(24);
    expect((await reminder(task.id)).nextNag).toMatchObject({ attempt: 0, at: '2026-11-23T14:00:00.000Z' });
    expect(deps.scheduler.live.size).toBe(1);
  });
});
