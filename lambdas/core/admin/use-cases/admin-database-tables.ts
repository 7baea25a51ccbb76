import type { z } from 'zod';
import type { DatabaseTables } from '#shared/contracts/admin';
import type { AdminPorts } from '../admin-ports';

/** GET /admin/database/tables: the Data table only; the Auth table is never listed (nor readable). */
export function adminDatabaseTables({
  databaseConsole,
}: Pick<AdminPorts, 'databaseConsole'>): z.output<typeof DatabaseTables> {
  return { tables: [{ table_name: databaseConsole.dataTable }] };
}
