import { createReminder } from '../../../../lambdas/core/reminders/use-cases/create-reminder';
import { setReminderStatus } from '../../../../lambdas/core/reminders/use-cases/set-reminder-status';
import { recordDeliveryReceipt } from '../../../../lambdas/core/escalation/use-cases/record-delivery-receipt';
import { callScheduleName, retryNagText, retryScheduleName } from '../../../../lambdas/core/escalation/use-cases/failing-texts';
import { nagTestDeps, nagUser, type NagTestDeps } from '../../../support/nag-test-deps';
import { runFor, textsTo } from '../../../support/run-nag-schedules';
import type { User } from '../../../../lambdas/core/users/domain/user';

const CONSENTED = { callConsentAt: '2026-11-20T12:00:00.000Z' };

/** A user with a one-time reminder at 09:00 New York, its first text just sent (08:00 start). */
async function firstTextSent(userFields: Partial<User> = CONSENTED) {
  const deps = nagTestDeps('2026-11-23T13:00:00.000Z');
  const user = await nagUser(deps, userFields);
  const task = await createReminder(deps, user.id, { task: 'Take meds', scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' });
  while ((await deps.reminders.get(user.id, task.id))!.nagCount < 1) await runFor(deps, 1);
  return { deps, user, task };
}

/** The newest text to the user, as recorded (its provider id is what a receipt names). */
const lastText = async (deps: NagTestDeps, userId: string) =>
  (await deps.messages.listForUser(userId)).filter((m) => m.direction === 'outbound' && m.channel !== 'voice').at(-1)!;

const receipt = (deps: NagTestDeps, providerMessageId: string, outcome: 'delivered' | 'failed') =>
  recordDeliveryReceipt(deps, { providerMessageId, outcome, description: outcome === 'failed' ? 'UNREACHABLE' : '', reportedAt: deps.clock.now().toISOString() });

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

  it('without call consent the retry\'s failure places no call, and the mark stays', async () => {
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
    const outcomes = await Promise.all([retryNagText(again.deps, schedule.payload as never), retryNagText(again.deps, schedule.payload as never)]);
    expect(outcomes.sort()).toEqual(['duplicate', 'retried']);
  });

  it('a delivered text to a number that never failed changes nothing on the account', async () => {
    const { deps, user } = await firstTextSent();
    const before = await deps.users.get(user.id);
    await receipt(deps, (await lastText(deps, user.id)).providerMessageId!, 'delivered');
    expect(await deps.users.get(user.id)).toEqual(before);
  });
});
