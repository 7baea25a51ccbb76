import type { AdminNotification } from '@shared/contracts';
import {
  useUserNotifications,
  type NotificationSortField,
  type NotificationStatus,
} from '../api/list-user-notifications';
import { formatAdminDateTime } from '../format-admin-date';
import { notificationStatusLabel } from '../status-labels';
import { useUserListState } from '../use-user-list-state';
import { StatusChip, deliveryTone } from './status-chip';
import { UserItemsTable, type ItemColumn } from './user-items-table';
import { UserListFilters } from './user-list-filters';
import { UserListSection } from './user-list-section';

const COLUMNS: ItemColumn<AdminNotification, NotificationSortField>[] = [
  { label: 'Message', sortField: 'message', render: (n) => n.message, wrap: true },
  // A failed nag sent once more reads Resent: it was not left failed (the retry's own fate shows in Messages).
  {
    label: 'Status',
    sortField: 'status',
    render: (n) =>
      n.resentAt ? (
        <StatusChip label="Resent" tone="info" />
      ) : (
        <StatusChip label={notificationStatusLabel(n.status)} tone={deliveryTone(n.status)} />
      ),
  },
  { label: 'Scheduled Time', sortField: 'scheduledTime', render: (n) => formatAdminDateTime(n.scheduledTime) },
  { label: 'Sent At', render: (n) => (n.sentAt ? formatAdminDateTime(n.sentAt) : '—') },
  { label: 'Nag', render: (n) => `#${n.attempt}` },
];

/** Every nag sent (or tried) to the user; spec defaults: newest scheduled first. */
export function UserNotificationsList({ userId }: { userId: string }) {
  const state = useUserListState<NotificationSortField, NotificationStatus>('scheduledTime', 'desc');
  const query = useUserNotifications(userId, state.query);
  return (
    <UserListSection
      query={query}
      read={(data) => ({ count: data.notifications.length, total: data.total })}
      page={state.page}
      setPage={state.setPage}
      loadingText="Loading notifications..."
      errorText="Failed to fetch notifications."
      emptyText="No notifications found"
      pagesLabel="Notification pages"
      filters={
        <UserListFilters
          searchLabel="Search notifications"
          search={state.typed}
          onSearch={state.setTyped}
          status={state.status}
          statuses={['pending', 'sent', 'failed'] as const}
          statusLabel={notificationStatusLabel}
          onStatus={state.setStatus}
        />
      }
      table={(data) => (
        <UserItemsTable
          label="Notifications"
          items={data.notifications}
          columns={COLUMNS}
          sort={state.sort}
          onSort={state.sortBy}
        />
      )}
    />
  );
}
