import type { Buddy } from '#shared/contracts/escalation';
import { BUDDY_ANSWER_DAYS } from '#shared/vocabulary';
import type { StoredBuddy } from './user';

const DAY_MS = 24 * 3600_000;

/** When an unanswered consent text becomes a no. */
export const buddyAnswerDeadline = (buddy: Pick<StoredBuddy, 'askedAt'>): Date =>
  new Date(Date.parse(buddy.askedAt) + BUDDY_ANSWER_DAYS * DAY_MS);

/** The buddy as the owner sees them: an ask unanswered past BUDDY_ANSWER_DAYS has expired (a no). */
export function buddyView(buddy: StoredBuddy, now: Date): Buddy {
  const expired = buddy.status === 'asked' && now >= buddyAnswerDeadline(buddy);
  return {
    firstName: buddy.firstName,
    phoneNumber: buddy.phoneNumber,
    shareTaskWords: buddy.shareTaskWords,
    status: expired ? 'expired' : buddy.status,
    askedAt: buddy.askedAt,
    ...(buddy.answeredAt ? { answeredAt: buddy.answeredAt } : {}),
  };
}
