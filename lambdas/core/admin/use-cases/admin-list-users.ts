import type { ListUsersResponse } from '#shared/contracts/admin';
import { toAdminUser } from '../domain/admin-user-view';
import { searchWords } from '../domain/user-search';
import type { AdminPorts } from '../admin-ports';

/** GET /admin/users: newest first, or the users every search word finds (name, email, phone digits). */
export async function adminListUsers(
  { userDirectory, clock }: Pick<AdminPorts, 'userDirectory' | 'clock'>,
  query: { page: number; limit: number; search?: string },
): Promise<ListUsersResponse> {
  const typed = query.search?.trim() ?? '';
  const words = typed ? searchWords(typed) : [];
  // Something typed that holds no searchable word ("!!!") finds nobody rather than everybody.
  if (typed && words.length === 0) return { users: [], total: 0 };
  const page = { page: query.page, limit: query.limit };
  const found = words.length ? await userDirectory.search(words, page) : await userDirectory.list(page);
  return {
    users: found.users.map((user) => toAdminUser(user, clock.now())),
    total: found.total,
    ...(found.totalIsCapped ? { totalIsCapped: true } : {}),
  };
}
