import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contracts } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './admin-query-keys';
import type { UserListQuery } from './user-list-query';

export type TaskStatus = 'pending' | 'completed';
export type TaskSortField = 'scheduledTime' | 'task' | 'status' | 'createdAt';

/** GET /admin/users/{userId}/tasks (the admin vocabulary: pending/completed, none/daily/weekly/monthly). */
export const listUserTasks = (userId: string, query: UserListQuery<TaskSortField, TaskStatus>) =>
  api(contracts.adminListTasks, { params: { userId }, query: { ...query, limit: ADMIN_PAGE_SIZE } });

export const useUserTasks = (userId: string, query: UserListQuery<TaskSortField, TaskStatus>) =>
  useQuery({ queryKey: [...adminKeys.user(userId), 'tasks', query], queryFn: () => listUserTasks(userId, query), placeholderData: keepPreviousData });
