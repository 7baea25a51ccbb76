import { parseLocalDate } from '../../kernel/wall-time';
import type { Repeat } from './recurrence';

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
/** Every month has these days: a monthly anchor on one of them needs no fallback. */
const DAYS_EVERY_MONTH_HAS = 28;

function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  const { year, month, day } = parseLocalDate(date);
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return WEEKDAYS[d.getUTCDay()]!;
}

/**
 * The RFC 5545 RRULE value (no `RRULE:` prefix) of a series starting on anchorDate, as recurrence.ts steps it;
 * undefined for a one-time reminder. Monthly past the 28th keeps recurrence.ts's fallback to a shorter month's
 * last day: of the days 28..anchor day that the month has, the last (BYSETPOS=-1).
 */
export function rruleOf(repeat: Repeat, anchorDate: string): string | undefined {
  switch (repeat) {
    case 'once':
      return undefined;
    case 'daily':
      return 'FREQ=DAILY';
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${weekdayOf(anchorDate)}`;
    case 'monthly': {
      const { day } = parseLocalDate(anchorDate);
      if (day <= DAYS_EVERY_MONTH_HAS) return `FREQ=MONTHLY;BYMONTHDAY=${day}`;
      // The 31st falling back is every month's last day: the plain form, which every client expands.
      if (day === 31) return 'FREQ=MONTHLY;BYMONTHDAY=-1';
      const candidates = Array.from({ length: day - DAYS_EVERY_MONTH_HAS + 1 }, (_, i) => DAYS_EVERY_MONTH_HAS + i);
      return `FREQ=MONTHLY;BYMONTHDAY=${candidates.join(',')};BYSETPOS=-1`;
    }
  }
}
