import type { Profile, SubscriptionStatus } from '@shared/contracts';
import { subscriptionOpensReminders } from './subscription-opens-reminders';

export type TextsOff =
  | { reason: 'opted_out' }
  | { reason: 'not_opted_in' }
  | { reason: 'subscription'; status: SubscriptionStatus }
  | { reason: 'paused'; until: string };

/**
 * Why no reminder text reaches this user now, or null when they do: the same checks, in the same order,
 * as the server's texting block (STOP, then the transactional opt-in, the subscription, a PAUSE).
 */
export function whyTextsAreOff(
  profile: Pick<Profile, 'smsOptedOut' | 'smsTransactionalOptIn' | 'subscriptionStatus' | 'smsPausedUntil'>,
  now: Date,
): TextsOff | null {
  if (profile.smsOptedOut) return { reason: 'opted_out' };
  if (!profile.smsTransactionalOptIn) return { reason: 'not_opted_in' };
  if (!subscriptionOpensReminders(profile.subscriptionStatus))
    return { reason: 'subscription', status: profile.subscriptionStatus };
  if (profile.smsPausedUntil && Date.parse(profile.smsPausedUntil) > now.getTime())
    return { reason: 'paused', until: profile.smsPausedUntil };
  return null;
}
