import type { SQSEvent } from 'aws-lambda';
import { newUser } from '#core/users/domain/user';
import { scheduleQueueOf } from '#shared/runtime/event-handlers';
import { makeHandler as recoveryQueueHandler } from '../../../lambdas/handlers/events/complete-recovery';
import { makeHandler as sendQueueHandler } from '../../../lambdas/handlers/events/send-nag';
import { sendQueueEvent } from '../../../local/send-queue-target';
import { nagTestDeps, type NagTestDeps } from '../../support/nag-test-deps';

const OLD = '+12025550101';
const NEW = '+12025550102';
const START = '2026-11-23T12:00:00.000Z';
const WAIT_END = { kind: 'completeRecovery', recoveryId: 'r1' } as const;

/** An account with a verified email whose recovery to NEW waits until a day after START; the clock at its end. */
async function waitingRecovery(): Promise<NagTestDeps> {
  const deps = nagTestDeps(START);
  await deps.users.create({
    ...newUser({
      id: 'u1',
      phoneNumber: OLD,
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      timezone: 'America/New_York',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: new Date(START),
    }),
    verifiedEmail: 'ada@example.com',
  });
  await deps.recoveries.start(
    { id: 'r1', userId: 'u1', state: 'email_code_sent', email: 'ada@example.com', startedAt: START },
    null,
    START,
  );
  await deps.recoveries.transition('r1', 'email_code_sent', 'new_number_code_sent', { newPhone: NEW });
  await deps.recoveries.transition('r1', 'new_number_code_sent', 'waiting', {
    waitEndsAt: '2026-11-24T12:00:00.000Z',
    cancelTokenHash: 'x',
  });
  deps.clock.set('2026-11-24T12:00:00.000Z');
  return deps;
}

const phoneOf = async (deps: NagTestDeps) => (await deps.users.get('u1'))!.phoneNumber;
const queueEvent = (body: unknown, queue: 'sendQueue' | 'recoveryQueue'): SQSEvent =>
  sendQueueEvent(JSON.stringify(body), queue);

describe("a recovery's wait end has its own queue and function", () => {
  beforeEach(() => {
    for (const level of ['log', 'info', 'warn', 'error'] as const)
      jest.spyOn(console, level).mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('the recovery queue function moves the account; delivered twice, it moves and tells once', async () => {
    const deps = await waitingRecovery();
    const handler = recoveryQueueHandler(() => deps);
    expect(await handler(queueEvent(WAIT_END, 'recoveryQueue'))).toEqual({ batchItemFailures: [] });
    expect(await handler(queueEvent(WAIT_END, 'recoveryQueue'))).toEqual({ batchItemFailures: [] });
    expect(await phoneOf(deps)).toBe(NEW);
    expect(deps.mail.sent.filter((m) => /moved to a new number/.test(m.subject))).toHaveLength(1);
    expect(deps.sms.sent.filter((s) => s.to === OLD)).toHaveLength(1);
  });

  it('reads nothing but a wait end: a nag on its queue is dropped, never acted on', async () => {
    const deps = await waitingRecovery();
    const result = await recoveryQueueHandler(() => deps)(
      queueEvent({ userId: 'u1', reminderId: 'x', nagId: 'x.1' }, 'recoveryQueue'),
    );
    expect(result).toEqual({ batchItemFailures: [] });
    expect(deps.sms.sent).toEqual([]);
  });

  it('a wait end scheduled before the split reaches the send queue: it is forwarded to the recovery queue, and moves the account there', async () => {
    const deps = await waitingRecovery();
    // The send function moves nothing itself (it holds neither the Stripe key nor the email)...
    expect(await sendQueueHandler(() => deps)(queueEvent(WAIT_END, 'sendQueue'))).toEqual({ batchItemFailures: [] });
    expect(await phoneOf(deps)).toBe(OLD);
    expect(deps.mail.sent).toEqual([]);
    // ...it schedules the wait end again at once, under a name of its own, which the scheduler delivers to the
    // recovery queue by what it carries.
    const forwarded = deps.scheduler.live.get('recovery-r1-forwarded');
    expect(forwarded).toEqual({ at: deps.clock.now(), payload: WAIT_END });
    expect(scheduleQueueOf(forwarded!.payload)).toBe('recoveryQueue');
    await recoveryQueueHandler(() => deps)(queueEvent(forwarded!.payload, 'recoveryQueue'));
    expect(await phoneOf(deps)).toBe(NEW);
    // A second leftover delivery forwards again; its end finds the recovery completed and moves nothing more.
    await sendQueueHandler(() => deps)(queueEvent(WAIT_END, 'sendQueue'));
    await recoveryQueueHandler(() => deps)(
      queueEvent(deps.scheduler.live.get('recovery-r1-forwarded')!.payload, 'recoveryQueue'),
    );
    expect(deps.mail.sent.filter((m) => /moved to a new number/.test(m.subject))).toHaveLength(1);
  });
});
