import type { Buddy } from '#shared/contracts/escalation';
import type { StoredBuddy } from './user';

/**
 * The one consent rule: NagText texts a number other than the account's own only over a live link, one the person
 * at that number made themselves by texting us (JOIN with the owner's invite code; or, before invites, YES to
 * the old ask: `agreed`, kept). Never the owner's own number (a phone change may have made it the buddy's), never
 * a link that was asked and not answered, left or opted out.
 */
export const hasLiveLink = (buddy: Pick<StoredBuddy, 'status' | 'phoneNumber'>, ownerPhone: string): boolean =>
  (buddy.status === 'joined' || buddy.status === 'agreed') && buddy.phoneNumber !== ownerPhone;

/**
 * The buddy as the owner sees them. An `asked` buddy is one the old outbound ask went to and who never answered:
 * with the ask gone, it reads as expired (never texted again; the owner invites them instead).
 */
export function buddyView(buddy: StoredBuddy, _now: Date): Buddy {
  return {
    ...(buddy.firstName ? { firstName: buddy.firstName } : {}),
    phoneNumber: buddy.phoneNumber,
    shareTaskWords: buddy.shareTaskWords,
    status: buddy.status === 'asked' ? 'expired' : buddy.status,
    askedAt: buddy.askedAt,
    ...(buddy.answeredAt ? { answeredAt: buddy.answeredAt } : {}),
  };
}
