import type { StoredBuddy } from '../../users/domain/user';
import { hasLiveLink } from '../../users/domain/buddy';

/** An owner whose buddy (live, left, opted out, or an old ask) is the number a text came from. */
export interface BuddyOf {
  ownerId: string;
  ownerFirstName: string;
  ownerPhone: string;
  buddy: StoredBuddy;
}

const latest = (owners: readonly BuddyOf[]) =>
  [...owners].sort((a, b) => b.buddy.askedAt.localeCompare(a.buddy.askedAt))[0] ?? null;

/** The owners whose link with this number is live (it joined and has not left or opted out). */
export const liveLinks = (owners: readonly BuddyOf[]): BuddyOf[] =>
  owners.filter((o) => hasLiveLink(o.buddy, o.ownerPhone));

/**
 * Whom a buddy's texts (HELP, LEAVE, anything else) are filed under: the latest live link; with none live, null
 * (the number is answered as any number without an account: an old ask, a link left or opted out is no link).
 */
export const latestLiveLink = (owners: readonly BuddyOf[]): BuddyOf | null => latest(liveLinks(owners));
