import type { z } from 'zod';
import type { AdminNotification, NotificationsQuery, NotificationsResponse } from '#shared/contracts/admin';
import { adminListPage } from '../domain/admin-list-page';
import { fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';
import { USER_NOT_FOUND } from './admin-get-user';

/** GET /admin/users/{userId}/notifications: every nag of the user (sent, failed or pending), one page. */
export async function adminListUserNotifications(
  { users, nagRecords }: Pick<AdminPorts, 'users' | 'nagRecords'>,
  userId: string,
  query: z.output<typeof NotificationsQuery>,
): Promise<z.input<typeof NotificationsResponse>> {
  if (!(await users.get(userId))) fail('not_found', USER_NOT_FOUND);
  const all = (await nagRecords.listForUser(userId)).map((n): AdminNotification => ({
    id: n.id,
    reminderId: n.reminderId,
    message: n.message,
    status: n.status,
    scheduledTime: n.scheduledTime,
    ...(n.sentAt ? { sentAt: n.sentAt } : {}),
    attempt: n.attempt,
    ...(n.retriedAt ? { resentAt: n.retriedAt } : {}),
  }));
  const page = adminListPage(all, query, { sortValue: (n, field) => n[field], searchText: (n) => [n.message] });
  return { notifications: page.items, total: page.total };
}
