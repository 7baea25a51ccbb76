/** The integration suites' tables in the run's DynamoDB Local. */
export const TEST_TABLE_PREFIX = 'test-';
/**
 * The browser tests' own tables in the same DynamoDB Local: their admin screens list things newest first (contact
 * messages, query history, users), and the integration suites write those at other clocks (years ahead), so the
 * two projects never share a table (test/support/project-tables.ts points each test file at its project's).
 */
export const E2E_TABLE_PREFIX = 'e2e-';
