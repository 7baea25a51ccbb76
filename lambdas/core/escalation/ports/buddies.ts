import type { StoredBuddy, User } from '../../users/domain/user';
import type { StoredInvite } from '../../people/domain/invite-rules';

/**
 * What is stored about a phone number as somebody's buddy. (Its STOP is the number's own opt-out, texting's
 * NumberOptOuts: it holds whether or not any link is left.)
 */
export interface BuddyNumber {
  /** The owners whose buddy this number is or was asked to be (read each owner's `buddy` for the state). */
  ownerIds: string[];
}

/** The owner's buddy as it was read: a write applies only while the stored buddy is still this one. */
export type BuddyAsRead = Pick<StoredBuddy, 'phoneNumber' | 'askedAt'>;

/**
 * The buddy on its owner's user item, and the link from the buddy's number back to its owners (how a text from
 * that number finds them), kept in step: every write of the one writes the other in the same transaction.
 */
export interface BuddyDirectory {
  /**
   * JOIN: in one transaction, the invite marked used by `buddy.phoneNumber` (only if still unused and unexpired at
   * `at`), the owner's buddy set to `buddy` (only if still `current`) and its number's link written (the replaced
   * buddy's dropped). 'joined', or 'stale' when either condition failed (used meanwhile, expired, buddy changed).
   */
  join(invite: StoredInvite, buddy: StoredBuddy, current: BuddyAsRead | null, at: string): Promise<'joined' | 'stale'>;
  /** The owners who named this number. */
  lookup(e164: string): Promise<BuddyNumber>;
  /**
   * Stores the owner's buddy and its number's link, and drops the link of the buddy it replaces. Null when there
   * is no such user; DomainError conflict when the stored buddy is no longer `current` (changed meanwhile).
   */
  set(userId: string, buddy: StoredBuddy, current: BuddyAsRead | null, updatedAt: string): Promise<User | null>;
  /** Removes the owner's buddy and its link (null: no such user; conflict as for set). */
  remove(userId: string, current: BuddyAsRead, updatedAt: string): Promise<User | null>;
  /**
   * The buddy's answer: its status (and answeredAt) when the owner's buddy is still `asRead` with a status in
   * `from`; null when it is not (answered already, changed or removed meanwhile).
   */
  answer(
    userId: string,
    asRead: BuddyAsRead,
    from: readonly StoredBuddy['status'][],
    to: StoredBuddy['status'],
    answeredAt: string,
  ): Promise<User | null>;
}
