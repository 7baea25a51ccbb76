import type { Buddy } from '@shared/contracts/escalation';
import { formatPhone } from '@shared/phone';
import { formatMediumDate } from './format-medium-date';

/** What to call the buddy: the name you gave them, else their number. */
export const buddyName = (buddy: Buddy): string => buddy.firstName ?? formatPhone(buddy.phoneNumber);

/** Where the buddy stands, in one sentence: joined, left, opted out, or an old ask that expired. */
export function buddyStatusText(buddy: Buddy, timeZone: string): string {
  const date = (iso: string | undefined) => formatMediumDate(iso, timeZone) ?? 'recently';
  switch (buddy.status) {
    case 'joined':
      return `${buddyName(buddy)} is your buddy (joined ${date(buddy.askedAt)})`;
    case 'agreed':
      return `${buddyName(buddy)} is your buddy (agreed ${date(buddy.answeredAt ?? buddy.askedAt)})`;
    case 'left':
      return `${buddyName(buddy)} left (${date(buddy.answeredAt)})`;
    case 'asked':
    case 'expired':
      return `${buddyName(buddy)} never answered, and asks by text have ended: invite them instead.`;
    case 'opted_out':
      return 'Your buddy has opted out';
  }
}
