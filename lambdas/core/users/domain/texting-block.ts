import type { User } from './user';
import { isSubscriptionOpen } from './subscription-gate';

/** Why no text may go to a user right now; null when texts may go. */
export type TextingBlock = 'inactive' | 'opted_out' | 'not_opted_in' | 'subscription' | 'paused';

/**
 * Reminder texts go only to active users who opted in to transactional texts, did not reply STOP, and
 * whose subscription is active or trialing. A PAUSE defers nags until it ends; the others hold them until
 * the state changes (and reconcileUserNags re-plans them).
 */
export function textingBlock(
  user: Pick<User, 'isActive' | 'smsOptedOut' | 'smsTransactionalOptIn' | 'subscriptionStatus' | 'smsPausedUntil'>,
  now: Date,
): TextingBlock | null {
  if (!user.isActive) return 'inactive';
  if (user.smsOptedOut) return 'opted_out';
  if (!user.smsTransactionalOptIn) return 'not_opted_in';
  if (!isSubscriptionOpen(user.subscriptionStatus)) return 'subscription';
  if (user.smsPausedUntil && Date.parse(user.smsPausedUntil) > now.getTime()) return 'paused';
  return null;
}

/**
 * Why no text may go now about one of the user's reminders: for the user's own, textingBlock; for one they added for
 * someone else (a joined person), only their account and subscription gate it: their own STOP, opt-in and PAUSE are
 * about texts to their own phone.
 */
export function reminderTextingBlock(
  user: Parameters<typeof textingBlock>[0],
  forSomeoneElse: boolean,
  now: Date,
): TextingBlock | null {
  if (!forSomeoneElse) return textingBlock(user, now);
  const { smsPausedUntil: _paused, ...account } = user;
  return textingBlock({ ...account, smsOptedOut: false, smsTransactionalOptIn: true }, now);
}
