import type { z } from 'zod';
import type { AdminTasksResponse, TasksQuery } from '#shared/contracts/admin';
import { adminListPage } from '../domain/admin-list-page';
import { toAdminTask } from '../domain/admin-task-view';
import { fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';
import { USER_NOT_FOUND } from './admin-get-user';

/** GET /admin/users/{userId}/tasks: the user's reminders in the admin vocabulary (completed, none), one page. */
export async function adminListUserReminders(
  { users, reminders }: Pick<AdminPorts, 'users' | 'reminders'>,
  userId: string,
  query: z.output<typeof TasksQuery>,
): Promise<z.input<typeof AdminTasksResponse>> {
  if (!(await users.get(userId))) fail('not_found', USER_NOT_FOUND);
  const all = (await reminders.listForUser(userId)).map(toAdminTask);
  const page = adminListPage(all, query, { sortValue: (t, field) => t[field], searchText: (t) => [t.task] });
  return { tasks: page.items, total: page.total };
}
