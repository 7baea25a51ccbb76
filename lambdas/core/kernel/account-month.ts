import { instantToWallTime, wallTimeToInstant } from './wall-time';

/** A calendar month as the account's owner lives it: in the account's time zone. */
export interface AccountMonth {
  /** 'YYYY-MM', the month the instant falls in on the owner's wall calendar (the key its counters are stored by). */
  key: string;
  /** The first instant of the next month there: local midnight of the 1st, when monthly caps start again. */
  resetsAt: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The month of `at` in `zone` and when the next one begins. A midnight that summer time skips (a zone whose clocks
 * jump at 00:00) begins the month at the first minute after the jump.
 */
export function accountMonth(at: Date, zone: string): AccountMonth {
  const { date } = instantToWallTime(at, zone);
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return {
    key: date.slice(0, 7),
    resetsAt: wallTimeToInstant(`${String(nextYear).padStart(4, '0')}-${pad(nextMonth)}-01`, '00:00', zone),
  };
}
