import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { setReminderStatus } from '#core/reminders/use-cases/set-reminder-status';
import { recordDeliveryReceipt } from '#core/escalation/use-cases/record-delivery-receipt';
import { callScheduleName, retryNagText, retryScheduleName } from '#core/escalation/use-cases/failing-texts';
import { adminListUserNotifications } from '#core/admin/use-cases/admin-list-user-notifications';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { runFor, textsTo } from '../../../support/run-nag-schedules';
import type { User } from '#core/users/domain/user';

const CONSENTED = { callConsentAt: '2026-11-20T12:00:00.000Z' };

/** A user with a one-time reminder at 09:00 New York, its first text just sent (08:00 start). */
async function firstTextSent(userFields: Partial<User> = CONSENTED) {
  const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
  const user = await nagUser(deps, userFields);
  const task = await createReminder(deps, user.id, {
    task: 'Take meds',
    scheduledDate: '2026-11-23',
    scheduledTime: '09:00',
    repeat: 'once',
  });
  while ((await deps.reminders.get(user.id, task.id))!.nagCount < 1) await runFor(deps, 1);
  return { deps, user, task };
}

/** The newest text to the user, as recorded (its provider id is what a receipt names). */
const lastText = async (deps: NagTestDeps, userId: string) =>
  (await deps.messages.listForUser(userId)).filter((m) => m.direction === 'outbound' && m.channel !== 'voice').at(-1)!;

const receipt = (deps: NagTestDeps, providerMessageId: string, outcome: 'delivered' | 'failed') =>
  recordDeliveryReceipt(deps, {
    providerMessageId,
    outcome,
    description: outcome === 'failed' ? 'UNREACHABLE' : '',
    reportedAt: deps.clock.now().toISOString(),
  });

describe('a failing number: retried once, then a call, and never silent', () => {
  it('marks the account failing, retries the nag in 10 minutes, and calls when the retry fails too', async () => {
    const { deps, user } = await firstTextSent();
    const first = await lastText(deps, user.id);
    expect(await receipt(deps, first.providerMessageId!, 'failed')).toBe('updated');
    expect((await deps.users.get(user.id))!.textsFailingSince).toBe(deps.clock.now().toISOString());
    const retry = deps.scheduler.live.get(retryScheduleName(first.nagId!))!;
    expect(retry.at.getTime() - deps.clock.now().getTime()).toBe(10 * 60_000);
    // The same receipt again changes nothing.
    expect(await receipt(deps, first.providerMessageId!, 'failed')).toBe('unchanged');

    const before = textsTo(deps, user.phoneNumber).length;
    deps.clock.set(new Date(retry.at.getTime() - 60_000).toISOString());
    await runFor(deps, 1);
    const texts = textsTo(deps, user.phoneNumber);
    expect(texts.slice(before)).toContain(first.body);
    const retried = (await deps.messages.listForUser(user.id)).filter((m) => m.body === first.body);
    expect(retried).toHaveLength(2);
    // The admin's list of the user's nags reads it as resent, not failed.
    const listed = await adminListUserNotifications(deps, user.id, {
      page: 1,
      limit: 10,
      sortField: 'scheduledTime',
      sortOrder: 'asc',
      status: '',
      searchTerm: '',
    });
    expect(listed.notifications.find((n) => n.id === first.nagId)).toMatchObject({
      status: 'failed',
      resentAt: deps.clock.now().toISOString(),
    });

    expect(deps.voice.placed).toEqual([]);
    await receipt(deps, retried[1]!.providerMessageId!, 'failed');
    // The receipt path only schedules the call; the send queue places it a minute later.
    expect(deps.voice.placed).toEqual([]);
    expect(deps.scheduler.live.has(callScheduleName(first.nagId!))).toBe(true);
    await runFor(deps, 1);
    expect(deps.voice.placed).toHaveLength(1);
    expect(deps.metrics.counted('CallsPlaced', { Reason: 'fallback' })).toBe(1);
    // The failing mark stays until a text arrives; a delivered one clears it.
    expect((await deps.users.get(user.id))!.textsFailingSince).toBeDefined();
    await runFor(deps, 60);
    await receipt(deps, (await lastText(deps, user.id)).providerMessageId!, 'delivered');
    expect((await deps.users.get(user.id))!.textsFailingSince).toBeUndefined();
  });

  it("without call consent the retry's failure places no call, and the mark stays", async () => {
    const { deps, user } = await firstTextSent({});
    const first = await lastText(deps, user.id);
    await receipt(deps, first.providerMessageId!, 'failed');
    await runFor(deps, 11);
    const retried = (await deps.messages.listForUser(user.id)).filter((m) => m.body === first.body);
    await receipt(deps, retried[1]!.providerMessageId!, 'failed');
    await runFor(deps, 2);
    expect(deps.voice.placed).toEqual([]);
    expect((await deps.users.get(user.id))!.textsFailingSince).toBeDefined();
  });

  it('does not retry a nag whose reminder was answered meanwhile, and retries a nag once however often its schedule fires', async () => {
    const { deps, user, task } = await firstTextSent();
    const first = await lastText(deps, user.id);
    await receipt(deps, first.providerMessageId!, 'failed');
    await setReminderStatus(deps, user.id, task.id, { status: 'done' });
    await runFor(deps, 11);
    expect((await deps.messages.listForUser(user.id)).filter((m) => m.body === first.body)).toHaveLength(1);

    const again = await firstTextSent();
    const nag = await lastText(again.deps, again.user.id);
    await receipt(again.deps, nag.providerMessageId!, 'failed');
    const schedule = again.deps.scheduler.live.get(retryScheduleName(nag.nagId!))!;
    again.deps.clock.set(schedule.at.toISOString());
    const outcomes = await Promise.all([
      retryNagText(again.deps, schedule.payload as never),
      retryNagText(again.deps, schedule.payload as never),
    ]);
    expect(outcomes.sort()).toEqual(['duplicate', 'retried']);
  });

  it('a retried nag keeps its place: with a ladder faster than the retry, no nag is resent after a later one; the second failure calls', async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const user = await nagUser(deps, CONSENTED);
    await createReminder(deps, user.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
      nagEveryMinutes: 5,
    });
    // The number fails: every text's receipt comes back failed within the minute it went.
    const failPending = async () => {
      for (const m of await deps.messages.listForUser(user.id)) {
        if (m.direction === 'outbound' && m.channel !== 'voice' && m.status === 'pending')
          await receipt(deps, m.providerMessageId!, 'failed');
      }
    };
    for (let minute = 0; minute < 90; minute += 1) {
      await runFor(deps, 1);
      await failPending();
    }
    const texts = (await deps.messages.listForUser(user.id)).filter(
      (m) => m.direction === 'outbound' && m.channel !== 'voice' && m.nagId,
    );
    const attempts = await Promise.all(texts.map(async (m) => (await deps.nagRecords.get(user.id, m.nagId!))!.attempt));
    expect(attempts.length).toBeGreaterThan(3);
    // In the order they went, the texts' places in the ladder never go back.
    expect(attempts).toEqual([...attempts].sort((a, b) => a - b));
    // The first nag's retry was due after the second had gone: not resent, marked, and the second's failure made the call.
    const nags = (await deps.nagRecords.listForUser(user.id)).sort((a, b) => a.attempt - b.attempt);
    expect(nags[0]).toMatchObject({ status: 'failed', supersededAt: expect.any(String) });
    expect(nags[0]!.retriedAt).toBeUndefined();
    expect(deps.voice.placed).toHaveLength(1);
    expect(deps.metrics.counted('CallsPlaced', { Reason: 'fallback' })).toBe(1);
  });

  it("a superseded retry with no later failure yet places no call; the later nag's own receipt decides", async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const user = await nagUser(deps, CONSENTED);
    await createReminder(deps, user.id, {
      task: 'Gym',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
      nagEveryMinutes: 5,
    });
    await runFor(deps, 60);
    const first = (await deps.messages.listForUser(user.id)).find((m) => m.direction === 'outbound' && m.nagId)!;
    await receipt(deps, first.providerMessageId!, 'failed');
    const schedule = deps.scheduler.live.get(retryScheduleName(first.nagId!))!;
    deps.scheduler.live.delete(retryScheduleName(first.nagId!));
    // The second nag goes at 09:05, before the retry's 09:10; its receipt has not come yet.
    await runFor(deps, 9);
    expect((await deps.nagRecords.listForUser(user.id)).map((n) => n.attempt).sort()).toEqual([1, 2]);
    deps.clock.set(schedule.at.toISOString());
    expect(await retryNagText(deps, schedule.payload as never)).toBe('superseded');
    // Twice: the same answer, nothing resent, no call.
    expect(await retryNagText(deps, schedule.payload as never)).toBe('superseded');
    expect(textsTo(deps, user.phoneNumber).filter((t) => t === first.body)).toHaveLength(1);
    expect(deps.scheduler.live.has(callScheduleName(first.nagId!))).toBe(false);
    expect(deps.voice.placed).toEqual([]);
  });

  it('a delivered text to a number that never failed changes nothing on the account', async () => {
    const { deps, user } = await firstTextSent();
    const before = await deps.users.get(user.id);
    await receipt(deps, (await lastText(deps, user.id)).providerMessageId!, 'delivered');
    expect(await deps.users.get(user.id)).toEqual(before);
  });

  it('a retry due in quiet hours where the person is waits: away in Tokyo, 9:10 AM in New York is 11:10 PM there', async () => {
    const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
    const travel = { zone: 'Asia/Tokyo', until: null, endsAt: null, setAt: '2026-11-22T12:00:00.000Z' };
    const user = await nagUser(deps, { ...CONSENTED, travel });
    // A fixed instant goes at its time wherever the person is: its first text is sent at 9:00 AM New York.
    const task = await createReminder(deps, user.id, {
      task: 'Call the bank',
      scheduledDate: '2026-11-23',
      scheduledTime: '09:00',
      repeat: 'once',
      clock: 'fixed',
      clockZone: 'America/New_York',
    });
    while ((await deps.reminders.get(user.id, task.id))!.nagCount < 1) await runFor(deps, 1);
    const first = await lastText(deps, user.id);
    await receipt(deps, first.providerMessageId!, 'failed');
    const retry = deps.scheduler.live.get(retryScheduleName(first.nagId!))!;
    deps.clock.set(retry.at.toISOString());
    expect(await retryNagText(deps, retry.payload as never)).toBe('quiet_hours');
    expect((await deps.messages.listForUser(user.id)).filter((m) => m.body === first.body)).toHaveLength(1);
  });
});
