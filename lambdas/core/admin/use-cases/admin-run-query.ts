import type { DatabaseQueryResult } from '#shared/contracts/admin';
import { guardSelect } from '../domain/partiql-guard';
import { resultTable } from '../domain/query-result-table';
import { DomainError, fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';
import type { ConsoleQueryRecord } from '../ports/query-history';

export const tooMuchDataMessage = (evaluated: number, rows: number) =>
  `This query reads too much data (it looked at ${evaluated.toLocaleString('en-US')} items and found ${rows.toLocaleString('en-US')} rows so far): ` +
  `add a WHERE on pk (for example WHERE pk = 'USER#<id>') or ask for fewer rows with LIMIT.`;

/**
 * POST /admin/database/query: one read-only PartiQL SELECT on the Data table. The statement is checked by the
 * PartiQL guard before it goes anywhere; a trailing LIMIT n (default 100, at most 1000) caps the rows; a
 * statement that would read too much stops with a message. Every statement is recorded (who, when, what,
 * how many rows), the refused and failed ones too.
 */
export async function adminRunQuery(
  { databaseConsole, queryHistory, clock, ids }: Pick<AdminPorts, 'databaseConsole' | 'queryHistory' | 'clock' | 'ids'>,
  adminId: string,
  text: string,
): Promise<DatabaseQueryResult> {
  const entry = { id: ids.next(), adminId, at: clock.now().toISOString(), statement: text };
  const record = (outcome: ConsoleQueryRecord['outcome'], rowCount: number, message?: string) =>
    queryHistory.record({ ...entry, outcome, rowCount, ...(message ? { message } : {}) });

  const guard = guardSelect(text, { data: databaseConsole.dataTable, forbidden: databaseConsole.forbiddenTables });
  if (!guard.ok) {
    await record('refused', 0, guard.reason);
    fail('validation_failed', guard.reason);
  }
  let read;
  try {
    read = await databaseConsole.select(guard.statement, guard.limit);
  } catch (error) {
    await record('failed', 0, error instanceof DomainError ? error.message : 'The query failed');
    throw error;
  }
  if (read.tooMuchData) {
    const message = tooMuchDataMessage(read.evaluatedAtMost, read.items.length);
    await record('failed', 0, message);
    fail('validation_failed', message);
  }
  await record('ok', read.items.length);
  return { ...resultTable(read.items), truncated: read.truncated, limit: guard.limit };
}
