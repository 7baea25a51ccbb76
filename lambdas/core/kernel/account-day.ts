import { instantToWallTime, wallTimeToInstant } from './wall-time';

/** A calendar day as the account's owner lives it: in the account's time zone. */
export interface AccountDay {
  /** 'YYYY-MM-DD', the day the instant falls on on the owner's wall calendar (its first 7 characters: the month). */
  key: string;
  /** The first instant of the next day there: local midnight, when daily caps start again. */
  resetsAt: Date;
}

/**
 * The day of `at` in `zone` and when the next one begins. A day is 23 or 25 hours long when summer time starts or
 * ends in it; a midnight that summer time skips (a zone whose clocks jump at 00:00, as Santiago's and Beirut's do)
 * begins the day at the first minute after the jump.
 */
export function accountDay(at: Date, zone: string): AccountDay {
  const { date } = instantToWallTime(at, zone);
  const next = new Date(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + 1),
  );
  return { key: date, resetsAt: wallTimeToInstant(next.toISOString().slice(0, 10), '00:00', zone) };
}

/** The furthest any zone's wall clock is from UTC, either way (Kiritimati is +14, Baker Island -12). */
const WIDEST_OFFSET_MS = 14 * 3600_000;

/**
 * Every month ('YYYY-MM') some zone's wall calendar shows at `at`: one, or two near a month's turn. What a reader
 * who does not yet know the account's zone fetches, to pick the account's own month once it does.
 */
export function monthsSomewhereAt(at: Date): string[] {
  const months = [at.getTime() - WIDEST_OFFSET_MS, at.getTime() + WIDEST_OFFSET_MS].map((ms) =>
    new Date(ms).toISOString().slice(0, 7),
  );
  return [...new Set(months)];
}
