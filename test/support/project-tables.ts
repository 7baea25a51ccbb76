import { AUTH_TABLE, DATA_TABLE, TABLE_ENV, tableName } from '#shared/db/tables';
import { workerTablePrefix } from './table-prefixes';
import { testWallClock } from './wall-clock';

/**
 * Points this test file at its project's tables for this jest worker (and, for a clock-dependent project, for the
 * clock it runs at); test/support/dynamo-global-setup.ts makes them all. Workers run files of several projects one
 * after another, so each file sets its own rather than inherit what the last one left.
 */
export function useProjectTables(base: string, { byClock }: { byClock: boolean }): void {
  const prefix = workerTablePrefix(base, byClock ? testWallClock() : undefined, process.env.JEST_WORKER_ID ?? '1');
  process.env[TABLE_ENV.Data] = tableName(DATA_TABLE, prefix);
  process.env[TABLE_ENV.Auth] = tableName(AUTH_TABLE, prefix);
}
