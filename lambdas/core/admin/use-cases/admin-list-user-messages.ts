import type { z } from 'zod';
import type { AdminMessage, MessagesQuery, MessagesResponse } from '#shared/contracts/admin';
import { adminListPage } from '../domain/admin-list-page';
import { isMessageSent } from '../domain/messages-sent';
import { fail } from '../../kernel/errors';
import type { AdminPorts } from '../admin-ports';
import { USER_NOT_FOUND } from './admin-get-user';

/**
 * GET /admin/users/{userId}/messages: every text to and from the user, one page; search looks at body and numbers.
 * `sent` is how many of all the user's texts (whatever the filters) count toward the stats' Messages Sent.
 */
export async function adminListUserMessages(
  { users, messages }: Pick<AdminPorts, 'users' | 'messages'>,
  userId: string,
  query: z.output<typeof MessagesQuery>,
): Promise<z.input<typeof MessagesResponse>> {
  if (!(await users.get(userId))) fail('not_found', USER_NOT_FOUND);
  const stored = await messages.listForUser(userId);
  const all = stored.map((m): AdminMessage => ({
    id: m.id,
    from: m.from,
    to: m.to,
    body: m.body,
    direction: m.direction,
    channel: m.channel ?? 'sms',
    status: m.status,
    ...(m.callResult ? { callResult: m.callResult } : {}),
    receivedAt: m.receivedAt,
  }));
  const page = adminListPage(all, query, {
    sortValue: (m, field) => m[field],
    searchText: (m) => [m.body, m.from, m.to],
  });
  return { messages: page.items, total: page.total, sent: stored.filter(isMessageSent).length };
}
