import { ADMIN_TASK_STATUSES, type AdminTask as AdminReminder } from '@shared/contracts';
import { useUserReminders, type ReminderSortField, type ReminderStatus } from '../api/list-user-reminders';
import { formatAdminDate, formatAdminDateTime } from '../format-admin-date';
import { taskStatusLabel } from '../status-labels';
import { useUserListState } from '../use-user-list-state';
import { StatusChip, deliveryTone } from './status-chip';
import { UserItemsTable, type ItemColumn } from './user-items-table';
import { UserListFilters } from './user-list-filters';
import { UserListSection } from './user-list-section';

/** The admin vocabulary: none for a one-time reminder. */
const REPEAT_LABELS: Record<AdminReminder['repeat'], string> = {
  none: 'None',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  custom: 'Custom',
};

const COLUMNS: ItemColumn<AdminReminder, ReminderSortField>[] = [
  { label: 'Task', sortField: 'task', render: (t) => t.task, wrap: true },
  { label: 'Scheduled Time', sortField: 'scheduledTime', render: (t) => formatAdminDateTime(t.scheduledTime) },
  { label: 'Repeat', render: (t) => REPEAT_LABELS[t.repeat] },
  {
    label: 'Status',
    sortField: 'status',
    render: (t) => <StatusChip label={taskStatusLabel(t.status)} tone={deliveryTone(t.status)} />,
  },
  { label: 'Created At', sortField: 'createdAt', render: (t) => formatAdminDate(t.createdAt) },
];

/** The user's reminders; spec defaults: soonest first. */
export function UserRemindersList({ userId }: { userId: string }) {
  const state = useUserListState<ReminderSortField, ReminderStatus>('scheduledTime', 'asc');
  const query = useUserReminders(userId, state.query);
  return (
    <UserListSection
      query={query}
      read={(data) => ({ count: data.tasks.length, total: data.total })}
      page={state.page}
      setPage={state.setPage}
      loadingText="Loading tasks..."
      errorText="Failed to fetch tasks."
      emptyText="No tasks found"
      pagesLabel="Task pages"
      filters={
        <UserListFilters
          searchLabel="Search tasks"
          search={state.typed}
          onSearch={state.setTyped}
          status={state.status}
          statuses={ADMIN_TASK_STATUSES}
          statusLabel={taskStatusLabel}
          onStatus={state.setStatus}
        />
      }
      table={(data) => (
        <UserItemsTable label="Tasks" items={data.tasks} columns={COLUMNS} sort={state.sort} onSort={state.sortBy} />
      )}
    />
  );
}
