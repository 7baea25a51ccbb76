const DAY_SECONDS = 86_400;

/**
 * The end of the `periods`-th monthly period after `anchor` (epoch seconds), as Stripe bills: the same
 * day of the month and time of day, or the month's last day when it is shorter (Jan 31 -> Feb 28 -> Mar 31).
 */
export function monthsAfter(anchor: number, periods: number): number {
  const start = new Date(anchor * 1000);
  const month = start.getUTCMonth() + periods;
  const year = start.getUTCFullYear() + Math.floor(month / 12);
  const monthInYear = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, monthInYear + 1, 0)).getUTCDate();
  const day = Math.min(start.getUTCDate(), lastDay);
  return Math.floor(
    Date.UTC(year, monthInYear, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()) / 1000,
  );
}

export const daysAfter = (at: number, days: number) => at + days * DAY_SECONDS;
