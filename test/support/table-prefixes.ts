/** The integration suites' tables in the run's DynamoDB Local. */
export const TEST_TABLE_PREFIX = 'test-';
/**
 * The browser tests' own tables in the same DynamoDB Local: their admin screens list things newest first (contact
 * messages, query history, users), and the integration suites write those at other clocks (years ahead), so the
 * two projects never share a table (test/support/project-tables.ts points each test file at its project's).
 */
export const E2E_TABLE_PREFIX = 'e2e-';

/**
 * The tables of one jest worker, for a project and the machine's clock its files run at (`npm test` runs the
 * clock-dependent suites at two, side by side in one jest run): `test-20360115T073000Z-w2-`, `e2e-w1-`. Files in
 * one worker run one after another and share its tables, as every file shared one set when the suite ran in a
 * single process; files running at the same time never share one, nor do files run at different clocks (a suite
 * listing things newest first would see another clock's writes dated years apart).
 */
export function workerTablePrefix(base: string, wallClock: string | undefined, worker: string | number): string {
  const clock = wallClock ? `${wallClock.replace(/[^0-9TZ]/g, '')}-` : '';
  return `${base}${clock}w${worker}-`;
}
