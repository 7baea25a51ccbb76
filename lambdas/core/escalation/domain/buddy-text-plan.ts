import type { StoredBuddy, User } from '../../users/domain/user';
import { judgeDestination, type DestinationPolicy } from '../../texting/domain/destination-policy';
import { hasLiveLink } from '../../users/domain/buddy';
import { textingBlock, type TextingBlock } from '../../users/domain/texting-block';

/** Why a reminder's unanswered day sends its owner's buddy nothing (before the number's opt-out and the monthly cap). */
export type NoBuddyTextReason =
  'tell_buddy_off' | 'no_buddy' | 'not_agreed' | 'own_number' | TextingBlock | 'destination_refused';

export type BuddyTextDecision = { send: true; buddy: StoredBuddy } | { send: false; reason: NoBuddyTextReason };

export interface BuddyTextInput {
  tellBuddy: boolean | undefined;
  owner: Pick<
    User,
    | 'phoneNumber'
    | 'buddy'
    | 'isActive'
    | 'smsOptedOut'
    | 'smsTransactionalOptIn'
    | 'subscriptionStatus'
    | 'smsPausedUntil'
  >;
  destinations: DestinationPolicy;
  now: Date;
}

const no = (reason: NoBuddyTextReason): BuddyTextDecision => ({ send: false, reason });

/**
 * Whether the day's end of a reminder tells the owner's buddy: the reminder asks for it, the buddy agreed (and has
 * not opted out), and the owner may be texted at all (the gate, STOP, PAUSE, a deactivated account: texting-block),
 * and the policy still texts the buddy's number. Quiet hours are the owner's: a day's ladder ends before them.
 */
export function buddyTextDecision({ tellBuddy, owner, destinations, now }: BuddyTextInput): BuddyTextDecision {
  if (tellBuddy !== true) return no('tell_buddy_off');
  const { buddy } = owner;
  if (!buddy) return no('no_buddy');
  // A phone change may have made the owner's number the buddy's.
  if (buddy.phoneNumber === owner.phoneNumber) return no('own_number');
  // The consent rule: only a number that texted JOIN (or YES, before invites) and has not left or opted out.
  if (!hasLiveLink(buddy, owner.phoneNumber)) return no('not_agreed');
  const block = textingBlock(owner, now);
  if (block) return no(block);
  if (!judgeDestination(buddy.phoneNumber, destinations).allowed) return no('destination_refused');
  return { send: true, buddy };
}

/** The buddy's text names the task only when the owner chose to share its words. */
export const sharedTask = (buddy: Pick<StoredBuddy, 'shareTaskWords'>, task: string): string | null =>
  buddy.shareTaskWords ? task : null;
