import type { z } from 'zod';
import type { DatabaseQueryHistory } from '#shared/contracts/admin';
import type { AdminPorts } from '../admin-ports';

/** GET /admin/database/queries: what admins ran in the console, newest first. */
export async function adminListQueries(
  { queryHistory }: Pick<AdminPorts, 'queryHistory'>,
  page: { page: number; limit: number },
): Promise<z.input<typeof DatabaseQueryHistory>> {
  const { entries, total } = await queryHistory.list(page);
  return { queries: entries, total };
}
