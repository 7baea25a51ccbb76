import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './admin-query-keys';
import type { UserListQuery } from './user-list-query';

export type NotificationStatus = 'pending' | 'sent' | 'failed';
export type NotificationSortField = 'scheduledTime' | 'status' | 'message';

/** GET /admin/users/{userId}/notifications. */
export const listUserNotifications = (
  userId: string,
  query: UserListQuery<NotificationSortField, NotificationStatus>,
) => api(contracts.adminListNotifications, { params: { userId }, query: { ...query, limit: ADMIN_PAGE_SIZE } });

export const useUserNotifications = (userId: string, query: UserListQuery<NotificationSortField, NotificationStatus>) =>
  useQuery({
    queryKey: [...adminKeys.user(userId), 'notifications', query],
    queryFn: () => listUserNotifications(userId, query),
    placeholderData: keepPreviousData,
  });
