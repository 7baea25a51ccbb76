import { newUser } from '#core/users/domain/user';
import { cancelRecoveryByOldNumber, completeRecovery } from '#core/recovery';
import type { Recovery } from '#core/recovery/domain/recovery';
import { nagTestDeps, type NagTestDeps } from '../../../support/nag-test-deps';

const OLD = '+12025550101';
const NEW = '+12025550102';
const START = '2026-11-23T12:00:00.000Z';

/** An account with a verified email whose recovery to NEW waits until a day after START. */
async function waitingRecovery(): Promise<{ deps: NagTestDeps; recovery: Recovery }> {
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
  const recovery: Recovery = {
    id: 'r1',
    userId: 'u1',
    state: 'email_code_sent',
    email: 'ada@example.com',
    startedAt: START,
  };
  await deps.recoveries.start(recovery, null, START);
  await deps.recoveries.transition('r1', 'email_code_sent', 'new_number_code_sent', { newPhone: NEW });
  await deps.recoveries.transition('r1', 'new_number_code_sent', 'waiting', {
    waitEndsAt: '2026-11-24T12:00:00.000Z',
    cancelTokenHash: 'x',
  });
  return { deps, recovery: (await deps.recoveries.get('r1'))! };
}

const aDayOn = (deps: NagTestDeps) => deps.clock.set('2026-11-24T12:00:00.000Z');
const phoneOf = async (deps: NagTestDeps) => (await deps.users.get('u1'))!.phoneNumber;

describe("a recovery's wait ending", () => {
  it('before its time it moves nothing and sets the schedule again for the wait end', async () => {
    const { deps } = await waitingRecovery();
    deps.clock.set('2026-11-24T11:59:00.000Z');
    expect((await completeRecovery(deps, 'r1')).outcome).toBe('not_yet');
    expect(await phoneOf(deps)).toBe(OLD);
  });

  it('run twice moves the account once, tells once', async () => {
    const { deps } = await waitingRecovery();
    aDayOn(deps);
    expect((await completeRecovery(deps, 'r1')).outcome).toBe('moved');
    expect((await completeRecovery(deps, 'r1')).outcome).toBe('not_waiting');
    expect(await phoneOf(deps)).toBe(NEW);
    expect(
      (await deps.securityEvents.newestFirst('u1', 10)).filter((e) => e.type === 'recovery_completed'),
    ).toHaveLength(1);
    expect(deps.mail.sent.filter((m) => /moved to a new number/.test(m.subject))).toHaveLength(1);
  });

  it('a NO before the end: the end then moves nothing', async () => {
    const { deps } = await waitingRecovery();
    const user = (await deps.users.get('u1'))!;
    expect((await cancelRecoveryByOldNumber(deps, user)).kind).toBe('cancelled');
    aDayOn(deps);
    expect((await completeRecovery(deps, 'r1')).outcome).toBe('not_waiting');
    expect(await phoneOf(deps)).toBe(OLD);
  });

  it('the end before a NO: the NO finds nothing waiting and changes nothing', async () => {
    const { deps } = await waitingRecovery();
    aDayOn(deps);
    expect((await completeRecovery(deps, 'r1')).outcome).toBe('moved');
    const user = (await deps.users.get('u1'))!;
    expect((await cancelRecoveryByOldNumber(deps, user)).kind).toBe('none_waiting');
    expect((await deps.recoveries.get('r1'))!.state).toBe('completed');
    expect(await phoneOf(deps)).toBe(NEW);
  });

  it('a move that fails half-way leaves the account whole on its old number, and the retry moves it', async () => {
    const { deps } = await waitingRecovery();
    aDayOn(deps);
    const changePhone = deps.users.changePhone.bind(deps.users);
    deps.users.changePhone = async () => {
      throw new Error('storage unavailable');
    };
    await expect(completeRecovery(deps, 'r1')).rejects.toThrow('storage unavailable');
    expect(await phoneOf(deps)).toBe(OLD);
    expect((await deps.recoveries.get('r1'))!.state).toBe('waiting');
    // The account's open recovery is this one again: a new start must replace it, never run beside it.
    expect((await deps.recoveries.openOf('u1'))?.id).toBe('r1');
    deps.users.changePhone = changePhone;
    expect((await completeRecovery(deps, 'r1')).outcome).toBe('moved');
    expect(await phoneOf(deps)).toBe(NEW);
  });

  it('a new number taken meanwhile ends it cancelled, the account on its old number', async () => {
    const { deps } = await waitingRecovery();
    await deps.users.create({
      ...newUser({
        id: 'u2',
        phoneNumber: NEW,
        firstName: 'B',
        lastName: 'B',
        email: 'b@example.com',
        timezone: 'America/New_York',
        smsTransactionalOptIn: true,
        smsMarketingOptIn: false,
        now: new Date(START),
      }),
    });
    aDayOn(deps);
    expect((await completeRecovery(deps, 'r1')).outcome).toBe('number_taken');
    expect((await deps.recoveries.get('r1'))!).toMatchObject({ state: 'cancelled', endedBy: 'number_taken' });
    expect(await phoneOf(deps)).toBe(OLD);
  });

  it("moves the billing customer's phone; Stripe down never fails or undoes the move", async () => {
    for (const down of [false, true]) {
      const { deps } = await waitingRecovery();
      const { id } = await deps.billing.createCustomer({ userId: 'u1', email: 'a@x.com', name: 'A', phoneNumber: OLD });
      await deps.users.update('u1', { stripeCustomerId: id }, START);
      if (down) deps.billing.failPhoneUpdates = new Error('Stripe unreachable');
      aDayOn(deps);
      const completion = await completeRecovery(deps, 'r1');
      expect(completion).toMatchObject({
        outcome: 'moved',
        billing: down ? { failed: 'Stripe unreachable' } : 'updated',
      });
      expect(await phoneOf(deps)).toBe(NEW);
      expect((await deps.recoveries.get('r1'))!.state).toBe('completed');
      expect(deps.billing.customers.get(id)?.phone).toBe(down ? OLD : NEW);
      expect(deps.metrics.counted('BillingPhoneFailures')).toBe(down ? 1 : 0);
    }
  });

  it('a move failing after a new recovery started meanwhile ends the old one replaced: one open recovery, ever', async () => {
    const { deps } = await waitingRecovery();
    aDayOn(deps);
    deps.users.changePhone = async () => {
      // In the window the claim is out, someone starts a recovery for the account.
      const open = await deps.recoveries.openOf('u1');
      const next: Recovery = {
        id: 'r2',
        userId: 'u1',
        state: 'email_code_sent',
        email: 'ada@example.com',
        startedAt: '2026-11-24T12:00:00.000Z',
      };
      expect(await deps.recoveries.start(next, open, next.startedAt)).toBe(true);
      throw new Error('storage unavailable');
    };
    expect((await completeRecovery(deps, 'r1')).outcome).toBe('replaced');
    expect(await deps.recoveries.get('r1')).toMatchObject({ state: 'cancelled', endedBy: 'replaced' });
    expect((await deps.recoveries.openOf('u1'))?.id).toBe('r2');
    expect(await phoneOf(deps)).toBe(OLD);
  });
});
