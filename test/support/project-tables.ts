import { AUTH_TABLE, DATA_TABLE, TABLE_ENV, tableName } from '#shared/db/tables';

/**
 * Points this test file at its project's tables (test/support/dynamo-global-setup.ts makes both). Workers run files
 * of both projects one after another, so each file sets its own rather than inherit what the last one left.
 */
export function useProjectTables(prefix: string): void {
  process.env[TABLE_ENV.Data] = tableName(DATA_TABLE, prefix);
  process.env[TABLE_ENV.Auth] = tableName(AUTH_TABLE, prefix);
}
