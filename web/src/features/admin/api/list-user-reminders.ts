import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contracts, type AdminTask } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './admin-query-keys';
import type { UserListQuery } from './user-list-query';

export type ReminderStatus = AdminTask['status'];
export type ReminderSortField = 'scheduledTime' | 'task' | 'status' | 'createdAt';

/** GET /admin/users/{userId}/tasks (the admin vocabulary: pending/completed/missed/paused, none/daily/weekly/monthly/custom). */
export const listUserReminders = (userId: string, query: UserListQuery<ReminderSortField, ReminderStatus>) =>
  api(contracts.adminListTasks, { params: { userId }, query: { ...query, limit: ADMIN_PAGE_SIZE } });

export const useUserReminders = (userId: string, query: UserListQuery<ReminderSortField, ReminderStatus>) =>
  useQuery({
    queryKey: [...adminKeys.user(userId), 'reminders', query],
    queryFn: () => listUserReminders(userId, query),
    placeholderData: keepPreviousData,
  });
