/** 'YYYY-MM' (UTC) of an instant. */
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** The `count` months up to and including the month of `now` (UTC), oldest first: what the admin charts show. */
export function lastMonths(now: Date, count: number): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) => monthOf(new Date(Date.UTC(year, month - (count - 1 - i), 1))));
}
