import { BUDDY_ANSWER_DAYS } from '@shared/vocabulary';
import type { Buddy } from '@shared/contracts/escalation';
import { formatMediumDate } from './format-medium-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the buddy stands, in one sentence: asked (and until when), agreed, no answer in time, or opted out. */
export function buddyStatusText(buddy: Buddy, timeZone: string): string {
  const date = (iso: string | undefined) => formatMediumDate(iso, timeZone) ?? 'recently';
  switch (buddy.status) {
    case 'asked': {
      const deadline = new Date(Date.parse(buddy.askedAt) + BUDDY_ANSWER_DAYS * DAY_MS).toISOString();
      return `Waiting for ${buddy.firstName} to reply YES (asked ${date(buddy.askedAt)}; no answer by ${date(deadline)} means no)`;
    }
    case 'agreed':
      return `${buddy.firstName} is your buddy (agreed ${date(buddy.answeredAt ?? buddy.askedAt)})`;
    case 'expired':
      return `${buddy.firstName} didn't answer within ${BUDDY_ANSWER_DAYS} days.`;
    case 'opted_out':
      return 'Your buddy has opted out';
  }
}
