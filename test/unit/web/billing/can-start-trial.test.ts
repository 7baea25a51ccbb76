import type { SubscriptionStatusResponse } from '#shared/contracts';
import { canStartTrial } from '../../../../web/src/features/billing/can-start-trial';

const status = (fields: Partial<SubscriptionStatusResponse>): SubscriptionStatusResponse => ({
  subscriptionStatus: 'none',
  cancelAtPeriodEnd: false,
  ...fields,
});

describe('canStartTrial: whether the Subscribe page may promise the free trial', () => {
  it.each([
    ['a newcomer', status({}), true],
    ['a newcomer the server says nothing more of (trialUsed false)', status({ trialUsed: false }), true],
    ['a number whose earlier, deleted account had the trial', status({ trialUsed: true }), false],
    ['an account whose trial ended', status({ trialEndsAt: '2026-01-01T00:00:00.000Z' }), false],
    ['a canceled subscriber', status({ subscriptionStatus: 'canceled', trialUsed: true }), false],
    [
      'a trialing subscriber',
      status({ subscriptionStatus: 'trialing', trialEndsAt: '2026-01-01T00:00:00.000Z', trialUsed: true }),
      false,
    ],
    ['billing not enabled on this server (null)', null, true],
    ['the status not known yet (undefined)', undefined, false],
  ] as const)('%s: %s', (_who, subscription, expected) => {
    expect(canStartTrial(subscription)).toBe(expected);
  });
});
