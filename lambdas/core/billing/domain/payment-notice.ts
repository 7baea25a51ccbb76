import type { SubscriptionStatus } from '#shared/vocabulary';
import type { User } from '../../users/domain/user';

/** A subscription whose payment failed: past due or unpaid (the gate is closed for it). */
export const PAYMENT_FAILED_STATUSES: readonly SubscriptionStatus[] = ['past_due', 'unpaid'];

/**
 * Which text the recorded subscription calls for: `failed` when a payment failed and no failure text went
 * for it yet (no `paymentFailedAt`), `works_again` when the subscription is open again after one did; null
 * otherwise. Decided from the state as recorded (newest read wins), never from which event arrived, so
 * redeliveries and any order give the same answer.
 */
export function paymentNotice(
  user: Pick<User, 'subscriptionStatus' | 'paymentFailedAt'>,
): 'failed' | 'works_again' | null {
  if (PAYMENT_FAILED_STATUSES.includes(user.subscriptionStatus)) return user.paymentFailedAt ? null : 'failed';
  if (user.paymentFailedAt && (user.subscriptionStatus === 'active' || user.subscriptionStatus === 'trialing'))
    return 'works_again';
  return null;
}

/** Whether a billing text may go to the user at all: an active account that wants transactional texts. */
export const mayTextAboutBilling = (user: Pick<User, 'isActive' | 'smsTransactionalOptIn' | 'smsOptedOut'>) =>
  user.isActive && user.smsTransactionalOptIn && !user.smsOptedOut;
