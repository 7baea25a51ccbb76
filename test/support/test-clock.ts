/**
 * Where a test app's clock starts unless a test chooses: the next 15:00 UTC (10:00 in New York in winter,
 * 11:00 in summer; morning across the Americas, evening in Europe), so what a test sees never depends on
 * the hour the suite happens to run at. Ahead of real time by less than a day, so the browser's clock in
 * the e2e tests is never years off the app's.
 */
export const TEST_START_HOUR_UTC = 15;

export function testClockStart(realNow: number = Date.now(), hourUtc = TEST_START_HOUR_UTC): Date {
  const start = new Date(realNow);
  start.setUTCHours(hourUtc, 0, 0, 0);
  if (start.getTime() <= realNow) start.setUTCDate(start.getUTCDate() + 1);
  return start;
}
