import type { User } from '../../users/domain/user';
import type { SubscriptionSnapshot } from './subscription-snapshot';

/**
 * The free trial is one per person: for a first subscription only, and one per phone number, whatever happened to
 * the accounts on it (a deleted number that signs up again gets no second trial). These rules decide from what the
 * account records and whether the number's trial is on record (billing/ports/number-trials.ts).
 */

/** Whether this account has used its trial: it had a subscription (every first one came with the trial) or a trial. */
export function accountHadTrial(user: Pick<User, 'subscriptionId' | 'trialEndsAt'>): boolean {
  return Boolean(user.subscriptionId || user.trialEndsAt);
}

/** Whether a checkout now gives the free trial: never to an account that had one, nor on a number that had one. */
export function mayStartTrial(user: Pick<User, 'subscriptionId' | 'trialEndsAt'>, numberHadTrial: boolean): boolean {
  return !accountHadTrial(user) && !numberHadTrial;
}

/**
 * Whether a subscription just read starts a trial the number's record may not hold yet: it has a trial the account
 * has not recorded. Once the account records it (after the number's record is written), later reads of the same
 * subscription write nothing; a crash between the two leaves the account unrecorded, so the retry writes it.
 */
export function startsTrialToRecord(
  user: Pick<User, 'trialEndsAt'>,
  snapshot: Pick<SubscriptionSnapshot, 'trialEnd'>,
): boolean {
  return snapshot.trialEnd !== undefined && user.trialEndsAt !== snapshot.trialEnd;
}
