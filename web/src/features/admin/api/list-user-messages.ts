import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './admin-query-keys';
import type { UserListQuery } from './user-list-query';

export type MessageStatus = 'pending' | 'delivered' | 'failed';
export type MessageSortField = 'receivedAt' | 'status' | 'body';

/** GET /admin/users/{userId}/messages: texts to and from the user. */
export const listUserMessages = (userId: string, query: UserListQuery<MessageSortField, MessageStatus>) =>
  api(contracts.adminListMessages, { params: { userId }, query: { ...query, limit: ADMIN_PAGE_SIZE } });

export const useUserMessages = (userId: string, query: UserListQuery<MessageSortField, MessageStatus>) =>
  useQuery({
    queryKey: [...adminKeys.user(userId), 'messages', query],
    queryFn: () => listUserMessages(userId, query),
    placeholderData: keepPreviousData,
  });
