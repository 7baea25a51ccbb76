import { accountMonth } from '#core/kernel/account-month';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { updateReminder } from '#core/reminders/use-cases/update-reminder';
import { setReminderStatus } from '#core/reminders/use-cases/set-reminder-status';
import { reminderHistory } from '#core/reminders/use-cases/reminder-history';
import { sendNag } from '#core/nags/use-cases/send-nag';
import { getProfile } from '#core/accounts/use-cases/get-profile';
import { CALLS_NEED_CONSENT_MESSAGE } from '#core/reminders/domain/reminder-escalation';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { runFor, textsTo } from '../../../support/run-nag-schedules';

const CONSENTED = { callConsentAt: '2026-11-20T12:00:00.000Z' };
const callsOf = async (deps: NagTestDeps, userId: string) =>
  (await deps.messages.listForUser(userId)).filter((m) => m.channel === 'voice');

/** 08:00 in New York; the reminder is due at 09:00 and the Standard ladder sends 10 texts over the day. */
async function ignoredReminder(deps: NagTestDeps, callAfterNags: number, userFields = CONSENTED) {
  const user = await nagUser(deps, userFields);
  const task = await createReminder(deps, user.id, {
    task: 'Call the dentist',
    scheduledDate: '2026-11-23',
    scheduledTime: '09:00',
    repeat: 'once',
    callAfterNags,
  });
  return { user, task };
}

describe('the ladder\'s call ("Call me if I ignore N texts")', () => {
  it('calls once, with the nag after N ignored texts, and the ladder goes on by text', async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const { user } = await ignoredReminder(deps, 3);
    await runFor(deps, 6 * 60);
    expect(textsTo(deps, user.phoneNumber)).toHaveLength(10);
    expect(deps.voice.placed).toHaveLength(1);
    expect(deps.voice.placed[0]).toMatchObject({
      to: user.phoneNumber,
      words:
        "This is NagText with your reminder: Call the dentist. Reply DONE by text when it's done. NagText's number is +1 888-555-0100.",
    });
    expect(deps.voice.placed[0]!.ssml.match(/Call the dentist/g)).toHaveLength(2);
    // It went with the 4th text: three had been ignored.
    const calls = await callsOf(deps, user.id);
    const fourth = (await deps.nagRecords.listForUser(user.id)).find((n) => n.attempt === 4)!;
    expect(calls).toEqual([
      expect.objectContaining({ direction: 'outbound', status: 'delivered', receivedAt: fourth.sentAt }),
    ]);
    expect(await deps.escalationUsage.monthOf(user.id, accountMonth(deps.clock.now(), user.timezone).key)).toEqual({
      call: 1,
      buddyText: 0,
    });
    expect(deps.counted.filter((c) => c.deltas.callsPlaced)).toHaveLength(1);
    expect(deps.metrics.counted('CallsPlaced')).toBe(1);
  });

  it("calls with the day's last text when the ladder ends at N (no later text to call with)", async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const { user } = await ignoredReminder(deps, 10);
    await runFor(deps, 6 * 60);
    const tenth = (await deps.nagRecords.listForUser(user.id)).find((n) => n.attempt === 10)!;
    expect((await callsOf(deps, user.id)).map((c) => c.receivedAt)).toEqual([tenth.sentAt]);
  });

  it('places one call however often the nag that earns it is delivered, even at once', async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const { user, task } = await ignoredReminder(deps, 2);
    while ((await deps.reminders.get(user.id, task.id))!.nagCount < 2) await runFor(deps, 1);
    // Two texts ignored: the third, planned now, earns the call.
    const planned = (await deps.reminders.get(user.id, task.id))!.nextNag!;
    deps.clock.set(planned.at);
    const payload = { userId: user.id, reminderId: task.id, nagId: planned.id };
    await Promise.all([sendNag(deps, payload), sendNag(deps, payload)]);
    expect(deps.voice.placed).toHaveLength(1);
    await sendNag(deps, payload);
    await runFor(deps, 6 * 60);
    expect(deps.voice.placed).toHaveLength(1);
  });

  it("refuses to turn calls on without the account's consent, and never calls once it is withdrawn", async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const user = await nagUser(deps);
    await expect(
      createReminder(deps, user.id, {
        task: 'X',
        scheduledDate: '2026-11-23',
        scheduledTime: '09:00',
        repeat: 'once',
        callAfterNags: 3,
      }),
    ).rejects.toMatchObject({ code: 'validation_failed', message: CALLS_NEED_CONSENT_MESSAGE });

    const { user: consented, task } = await ignoredReminder(deps, 2);
    await deps.users.update(consented.id, { callConsentAt: null }, deps.clock.now().toISOString());
    // An edit keeping the setting still saves; turning it on anew would not.
    await updateReminder(deps, consented.id, task.id, {
      task: 'Call the dentist today',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
    });
    await expect(
      updateReminder(deps, consented.id, task.id, {
        task: 'X',
        scheduledDate: '2026-11-23',
        scheduledTime: '09:00',
        repeat: 'once',
        callAfterNags: 4,
      }),
    ).rejects.toMatchObject({ message: CALLS_NEED_CONSENT_MESSAGE });
    await runFor(deps, 6 * 60);
    expect(deps.voice.placed).toEqual([]);
  });

  it('places no call to a number that replied STOP', async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const { user } = await ignoredReminder(deps, 2);
    await runFor(deps, 20);
    await deps.users.update(user.id, { smsOptedOut: true }, deps.clock.now().toISOString());
    await runFor(deps, 6 * 60);
    expect(deps.voice.placed).toEqual([]);
  });

  it('stops at the monthly cap: the next reminder ignored gets texts only', async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    deps.escalationCaps = { ...deps.escalationCaps, callsPerMonth: 1 };
    const { user } = await ignoredReminder(deps, 2);
    await createReminder(deps, user.id, {
      task: 'Book flights',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
      callAfterNags: 2,
    });
    await runFor(deps, 6 * 60);
    expect(deps.voice.placed).toHaveLength(1);
    expect(textsTo(deps, user.phoneNumber)).toHaveLength(20);
  });

  it("counts calls in the account's month: a New York evening on November 30 is still November (UTC says December)", async () => {
    const deps = nagTestDeps('2026-11-30T13:00:00.000Z'); // 8:00 AM in New York
    deps.escalationCaps = { ...deps.escalationCaps, callsPerMonth: 1 };
    const user = await nagUser(deps, CONSENTED);
    const reminder = (task: string, scheduledTime: string) =>
      createReminder(deps, user.id, {
        task,
        scheduledDate: '2026-11-30',
        scheduledTime,
        repeat: 'once',
        callAfterNags: 2,
      });
    await reminder('Call the dentist', '09:00');
    await reminder('Book flights', '19:30'); // 00:30 on December 1 in UTC
    await runFor(deps, 13 * 60); // to 9:00 PM, past both reminders' third text
    // November's one call went in the morning: the evening's would be a second in November.
    expect(deps.voice.placed).toHaveLength(1);
    const { escalation } = await getProfile(deps, user.id);
    expect(escalation).toMatchObject({ callsThisMonth: 1, resetsAt: '2026-12-01T05:00:00.000Z' });
  });

  it('records a call the provider refuses as failed and gives its place in the cap back; a throttled one goes with a later text', async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const { user } = await ignoredReminder(deps, 2);
    deps.voice.mode = 'rejected';
    await runFor(deps, 6 * 60);
    expect((await callsOf(deps, user.id)).map((c) => c.status)).toEqual(['failed']);
    expect(await deps.escalationUsage.monthOf(user.id, accountMonth(deps.clock.now(), user.timezone).key)).toEqual({
      call: 0,
      buddyText: 0,
    });
    expect(deps.metrics.counted('CallsFailed')).toBe(1);

    const later = nagTestDeps('2026-11-23T13:00:00.000Z');
    const { user: other } = await ignoredReminder(later, 2);
    later.voice.mode = 'throttled';
    await runFor(later, 40); // texts 1-3 went; the call with the 3rd was throttled
    later.voice.mode = 'ok';
    await runFor(later, 6 * 60);
    expect(later.voice.placed).toHaveLength(1);
    expect((await callsOf(later, other.id)).map((c) => c.status)).toEqual(['delivered']);
  });
});

describe("a reminder's history counts its call", () => {
  it('the occurrence that had its call says so in the history, once however often it is noted; others do not', async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const user = await nagUser(deps, CONSENTED);
    const task = await createReminder(deps, user.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'daily',
      callAfterNags: 2,
    });
    // Monday: ignored past its call, then done by text; Tuesday: done at once, no call.
    await runFor(deps, 60 + 60);
    expect(deps.voice.placed).toHaveLength(1);
    const monday = (await deps.reminders.get(user.id, task.id))!;
    await deps.reminders.noteCall(user.id, task.id, monday.occurrenceDate, deps.clock.now().toISOString());
    await setReminderStatus(deps, user.id, task.id, { status: 'done' });
    // 10:00 Monday to 09:01 Tuesday: Tuesday's first text went, and it is done at once.
    await runFor(deps, 23 * 60 + 1);
    await setReminderStatus(deps, user.id, task.id, { status: 'done' });
    expect(deps.voice.placed).toHaveLength(1);
    const history = await reminderHistory(deps, user.id, task.id, { limit: 20 });
    expect(history.occurrences.map((o) => [o.occurrenceDate, o.outcome, o.calls])).toEqual([
      ['2026-11-24', 'done', undefined],
      ['2026-11-23', 'done', 1],
    ]);
  });
});
