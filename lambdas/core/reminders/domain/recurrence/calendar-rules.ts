import { formatRrule, type Rrule, type Weekday } from '../../../../../shared/recurrence/rrule';
import { parseLocalDate, wallTimeToInstant } from '../../../kernel/wall-time';
import { rruleCountBefore, rruleFirstDate } from './series-dates';
import type { Repeat } from './occurrences';
import { storedRrule } from './reminder-schedule';

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

const utcDateTime = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

/**
 * A custom rule as every calendar expands it (RFC 5545 to the letter), for a series whose DTSTART carries the
 * zone: UNTIL becomes the UTC instant of its last day's occurrence, and a single month day past a short month's
 * end keeps our fallback (31 is BYMONTHDAY=-1; 29 or 30 the last of 28..day). With several month days the
 * fallback cannot be written, and a calendar leaves short months without them.
 */
export function icalRruleOf(recurrence: string, wallTime: string, zone: string): string {
  const rule = storedRrule(recurrence);
  const { until, ...rest } = rule;
  const oneMonthPeriod = rule.freq === 'MONTHLY' || (rule.freq === 'YEARLY' && (rule.byMonth?.length ?? 0) <= 1);
  const only = rule.byMonthDay?.length === 1 && !rule.byDay && oneMonthPeriod ? rule.byMonthDay[0]! : undefined;
  let text = formatRrule(rest);
  if (only === 31) text = text.replace('BYMONTHDAY=31', 'BYMONTHDAY=-1');
  else if (only !== undefined && only > DAYS_EVERY_MONTH_HAS) {
    const candidates = Array.from({ length: only - DAYS_EVERY_MONTH_HAS + 1 }, (_, i) => DAYS_EVERY_MONTH_HAS + i);
    text = text.replace(`BYMONTHDAY=${only}`, `BYMONTHDAY=${candidates.join(',')};BYSETPOS=-1`);
  }
  return until ? `${text};UNTIL=${utcDateTime(wallTimeToInstant(until, wallTime, zone))}` : text;
}

/** The rule with what its anchor implied written out (the weekday, the day of the month, the month), so any start works. */
function withoutAnchor(rule: Rrule, anchorDate: string): Rrule {
  const { month, day } = parseLocalDate(anchorDate);
  const explicit: Rrule = { ...rule };
  if (rule.freq === 'WEEKLY' && !rule.byDay) explicit.byDay = [{ weekday: weekdayOf(anchorDate) as Weekday }];
  if (rule.freq === 'YEARLY' && !rule.byMonth) explicit.byMonth = [month];
  if ((rule.freq === 'MONTHLY' || rule.freq === 'YEARLY') && !rule.byDay && !rule.byMonthDay) explicit.byMonthDay = [day];
  return explicit;
}

/**
 * A custom rule restarted on `start`, one of its own dates after its first: the same dates from there on, with
 * what the anchor implied written out and COUNT less the dates left behind (what a calendar needs when a feed
 * shows a long series from a later date).
 */
export function restartedRrule(recurrence: string, anchorDate: string, start: string): string {
  const rule = storedRrule(recurrence);
  if (start === rruleFirstDate(rule, anchorDate)) return recurrence;
  const restarted = withoutAnchor(rule, anchorDate);
  if (rule.count !== undefined) restarted.count = rule.count - rruleCountBefore(rule, anchorDate, start);
  return formatRrule(restarted);
}
