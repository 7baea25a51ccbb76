import { REMINDER_HORIZON_YEARS, REMINDER_START_PAST_DAYS } from '#shared/vocabulary';
import { instantToWallTime, parseLocalDate } from '../../kernel/wall-time';
import { addDays } from './recurrence';

export const BEYOND_HORIZON_MESSAGE = `Pick a date within ${REMINDER_HORIZON_YEARS} years from today.`;
export const TOO_FAR_BACK_MESSAGE = 'That start date is too far in the past. Pick a date from yesterday on.';

/**
 * The last date a reminder may start on: the same day of the month REMINDER_HORIZON_YEARS years after the
 * owner's today (Feb 29 becomes Feb 28). Dates further out are typing slips (year 9999 once became
 * +010000-01-01 in storage), not plans.
 */
export function lastReminderDate(now: Date, zone: string): string {
  const today = parseLocalDate(instantToWallTime(now, zone).date);
  const year = today.year + REMINDER_HORIZON_YEARS;
  const day = today.month === 2 && today.day === 29 ? 28 : today.day;
  return `${year}-${String(today.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first date a reminder may start on: REMINDER_START_PAST_DAYS before the owner's today. */
export const firstReminderDate = (now: Date, zone: string): string =>
  addDays(instantToWallTime(now, zone).date, -REMINDER_START_PAST_DAYS);

/** Whether a 'YYYY-MM-DD' date is after the last date a reminder may start on. */
export function isBeyondHorizon(date: string, now: Date, zone: string): boolean {
  return date > lastReminderDate(now, zone);
}

/** Whether a 'YYYY-MM-DD' date is before the first date a reminder may start on. */
export function isTooFarBack(date: string, now: Date, zone: string): boolean {
  return date < firstReminderDate(now, zone);
}
