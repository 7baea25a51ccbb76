import { accountHadTrial, mayStartTrial, startsTrialToRecord } from '#core/billing/domain/trial-eligibility';
import { createCheckoutSession } from '#core/billing/use-cases/create-checkout-session';
import { getSubscriptionStatus } from '#core/billing/use-cases/get-subscription-status';
import { handleBillingWebhook } from '#core/billing/use-cases/handle-billing-webhook';
import { verifyCheckout } from '#core/billing/use-cases/verify-checkout';
import { eraseAccount } from '#core/accounts';
import type { BillingEvent } from '#core/billing/ports/billing';
import type { User } from '#core/users/domain/user';
import { fakeBilling } from '../../../support/fake-billing';
import { memoryProcessedEvents } from '../../../support/memory/memory-processed-events';
import { nagTestDeps, nagUser } from '../../../support/nag-test-deps';

describe('the trial rules (one trial per account and per number)', () => {
  const TRIAL_END = '2026-12-07T12:00:00.000Z';
  it.each([
    ['a newcomer on a fresh number', {}, false, true],
    ['a newcomer on a number whose earlier account had the trial', {}, true, false],
    ['an account that had a subscription', { subscriptionId: 'sub_1' }, false, false],
    ['an account whose trial is recorded', { trialEndsAt: TRIAL_END }, false, false],
    ['an account with both, on a recorded number', { subscriptionId: 'sub_1', trialEndsAt: TRIAL_END }, true, false],
  ] as const)(
    '%s: trial %s',
    (_who, account: Partial<Pick<User, 'subscriptionId' | 'trialEndsAt'>>, numberHadTrial, expected) => {
      expect(mayStartTrial(account, numberHadTrial)).toBe(expected);
      expect(accountHadTrial(account)).toBe(Boolean(account.subscriptionId || account.trialEndsAt));
    },
  );

  it.each([
    ['a subscription with a trial the account has not recorded', {}, { trialEnd: TRIAL_END }, true],
    [
      'a trial the account records with another end (a new one)',
      { trialEndsAt: '2025-01-01T00:00:00.000Z' },
      { trialEnd: TRIAL_END },
      true,
    ],
    [
      'the same trial read again (a redelivery, a later event)',
      { trialEndsAt: TRIAL_END },
      { trialEnd: TRIAL_END },
      false,
    ],
    ['a subscription without a trial', {}, {}, false],
    ['a subscription without a trial, after one that had', { trialEndsAt: TRIAL_END }, {}, false],
  ] as const)('%s: number recorded %s', (_what, user, snapshot, expected) => {
    expect(startsTrialToRecord(user, snapshot)).toBe(expected);
  });
});

function billingDeps() {
  const base = nagTestDeps('2026-11-23T12:00:00.000Z');
  const erased: string[] = [];
  return {
    ...base,
    billing: fakeBilling(() => base.clock.now()),
    processedEvents: memoryProcessedEvents(),
    userData: {
      async eraseAllButProfile(userId: string) {
        erased.push(userId);
        return 0;
      },
    },
  };
}
type BillingDeps = ReturnType<typeof billingDeps>;

const newcomer = (deps: BillingDeps, overrides: Partial<User> = {}) =>
  nagUser(deps, { subscriptionStatus: 'none', ...overrides });
const trialDaysOfLastCheckout = (deps: BillingDeps) => [...deps.billing.sessions.values()].at(-1)!.request.trialDays;

async function subscribe(deps: BillingDeps, user: User) {
  const { url } = await createCheckoutSession(deps, user.id);
  const sessionId = url.split('/').pop()!;
  const subscription = deps.billing.complete(sessionId);
  deps.clock.advanceSeconds(1);
  await verifyCheckout(deps, user.id, sessionId);
  return { sessionId, subscription };
}

let seq = 0;
function webhook(deps: BillingDeps, event: Partial<BillingEvent> & Pick<BillingEvent, 'kind'>) {
  seq += 1;
  const body = deps.billing.sign({
    id: `evt_trial_${seq}`,
    type: 'test.event',
    createdAt: deps.clock.now(),
    ...event,
  } as BillingEvent);
  return () => handleBillingWebhook(deps, body, 'valid');
}

describe('a deleted number that signs up again gets no second trial', () => {
  it('a first checkout on a fresh number has the trial, and the status promises it', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    expect(await getSubscriptionStatus(deps, user.id)).toEqual({
      subscriptionStatus: 'none',
      cancelAtPeriodEnd: false,
    });
    await createCheckoutSession(deps, user.id);
    expect(trialDaysOfLastCheckout(deps)).toBe(14);
    // Opening a checkout is no trial: someone who leaves it has not had one.
    expect(deps.numberTrials.numbers.size).toBe(0);
  });

  it('the trial is put on the number when its subscription is read, once, whatever else arrives', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    const recordTrial = jest.spyOn(deps.numberTrials, 'recordTrial');
    const { sessionId, subscription } = await subscribe(deps, user);
    expect(deps.numberTrials.numbers).toEqual(new Map([[user.phoneNumber, '2026-11-23T12:00:01.000Z']]));

    // The checkout's webhook twice, a later change, the return page again: nothing more is written.
    deps.clock.advanceSeconds(5);
    const completed = webhook(deps, {
      kind: 'checkout_completed',
      sessionId,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      userId: user.id,
    });
    await completed();
    await completed();
    await webhook(deps, {
      kind: 'subscription_changed',
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    })();
    await verifyCheckout(deps, user.id, sessionId);
    expect(recordTrial).toHaveBeenCalledTimes(1);
    expect(deps.numberTrials.numbers).toEqual(new Map([[user.phoneNumber, '2026-11-23T12:00:01.000Z']]));
  });

  it('a delivery that failed to write the number records nothing on the account, and its retry writes the number', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps);
    const { url } = await createCheckoutSession(deps, user.id);
    const sessionId = url.split('/').pop()!;
    const subscription = deps.billing.complete(sessionId);
    const recordTrial = deps.numberTrials.recordTrial;
    deps.numberTrials.recordTrial = async () => {
      throw new Error('the table is unavailable');
    };
    const completed = webhook(deps, {
      kind: 'checkout_completed',
      sessionId,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      userId: user.id,
    });
    await expect(completed()).rejects.toThrow('the table is unavailable');
    expect((await deps.users.get(user.id))?.trialEndsAt).toBeUndefined();

    deps.numberTrials.recordTrial = recordTrial;
    await completed();
    expect([...deps.numberTrials.numbers.keys()]).toEqual([user.phoneNumber]);
    expect((await deps.users.get(user.id))?.trialEndsAt).toBe(subscription.trialEnd);
  });

  it('a subscription without a trial puts nothing on the number', async () => {
    const deps = billingDeps();
    const user = await newcomer(deps, { subscriptionStatus: 'canceled', subscriptionId: 'sub_old' });
    await subscribe(deps, user);
    expect(trialDaysOfLastCheckout(deps)).toBe(0);
    expect(deps.numberTrials.numbers.size).toBe(0);
  });

  it('a new account on a number that had the trial: checkout has no trial days, the status says trialUsed', async () => {
    const deps = billingDeps();
    const first = await newcomer(deps);
    await subscribe(deps, first);
    await eraseAccount(deps, (await deps.users.get(first.id))!, { deactivateFirst: false });
    expect(await deps.users.get(first.id)).toBeNull();

    const again = await newcomer(deps, { phoneNumber: first.phoneNumber });
    expect(await getSubscriptionStatus(deps, again.id)).toEqual({
      subscriptionStatus: 'none',
      cancelAtPeriodEnd: false,
      trialUsed: true,
    });
    await createCheckoutSession(deps, again.id);
    expect(trialDaysOfLastCheckout(deps)).toBe(0);

    // Another number is untouched.
    const other = await newcomer(deps);
    expect(await getSubscriptionStatus(deps, other.id)).toEqual({
      subscriptionStatus: 'none',
      cancelAtPeriodEnd: false,
    });
    await createCheckoutSession(deps, other.id);
    expect(trialDaysOfLastCheckout(deps)).toBe(14);
  });

  it.each([
    [
      'had the trial before the number was kept (its trial end recorded)',
      { subscriptionStatus: 'none', trialEndsAt: '2026-11-01T00:00:00.000Z' },
      true,
    ],
    [
      'had a subscription whose trial end is no longer recorded',
      { subscriptionStatus: 'canceled', subscriptionId: 'sub_gone' },
      true,
    ],
    ['never subscribed', { subscriptionStatus: 'none' }, false],
  ] as const)(
    "erasing an account that %s keeps the number's trial: %s; erasing twice writes once",
    async (_what, overrides, kept) => {
      const deps = billingDeps();
      const user = await newcomer(deps, overrides as Partial<User>);
      await eraseAccount(deps, user, { deactivateFirst: true });
      await eraseAccount(deps, user, { deactivateFirst: true });
      expect(deps.numberTrials.numbers).toEqual(
        kept ? new Map([[user.phoneNumber, '2026-11-23T12:00:00.000Z']]) : new Map(),
      );

      const again = await newcomer(deps, { phoneNumber: user.phoneNumber });
      await createCheckoutSession(deps, again.id);
      expect(trialDaysOfLastCheckout(deps)).toBe(kept ? 0 : 14);
    },
  );
});
