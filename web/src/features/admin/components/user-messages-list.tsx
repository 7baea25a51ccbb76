import type { AdminMessage } from '@shared/contracts';
import { useUserMessages, type MessageSortField, type MessageStatus } from '../api/list-user-messages';
import { formatAdminDateTime } from '../format-admin-date';
import { MESSAGES_SENT_MEANING, userMessagesSent } from '../messages-sent';
import { messageStatusLabel } from '../status-labels';
import { useUserListState } from '../use-user-list-state';
import { StatusChip, deliveryTone } from './status-chip';
import { UserItemsTable, type ItemColumn } from './user-items-table';
import { UserListFilters } from './user-list-filters';
import { UserListSection } from './user-list-section';

const COLUMNS: ItemColumn<AdminMessage, MessageSortField>[] = [
  { label: 'Received At', sortField: 'receivedAt', render: (m) => formatAdminDateTime(m.receivedAt) },
  // Outgoing, not "Sent": an outgoing text the carrier refused was never sent (see messages-sent.ts).
  { label: 'Direction', render: (m) => (m.direction === 'outbound' ? 'Outgoing' : 'Incoming') },
  { label: 'From', render: (m) => m.from },
  { label: 'To', render: (m) => m.to },
  { label: 'Body', sortField: 'body', render: (m) => m.body, wrap: true },
  { label: 'Status', sortField: 'status', render: (m) => <StatusChip label={messageStatusLabel(m.status)} tone={deliveryTone(m.status)} /> },
];

/** Every text to and from the user, and how many count toward Messages Sent; spec defaults: newest first. */
export function UserMessagesList({ userId }: { userId: string }) {
  const state = useUserListState<MessageSortField, MessageStatus>('receivedAt', 'desc');
  const query = useUserMessages(userId, state.query);
  return (
    <UserListSection
      query={query}
      read={(data) => ({ count: data.messages.length, total: data.total })}
      page={state.page}
      setPage={state.setPage}
      loadingText="Loading messages..."
      errorText="Failed to fetch messages."
      emptyText="No messages found"
      pagesLabel="Message pages"
      filters={
        <UserListFilters
          searchLabel="Search messages"
          search={state.typed}
          onSearch={state.setTyped}
          status={state.status}
          statuses={['pending', 'delivered', 'failed'] as const}
          statusLabel={messageStatusLabel}
          onStatus={state.setStatus}
        />
      }
      note={(data) => `${userMessagesSent(data.sent)} ${MESSAGES_SENT_MEANING}`}
      table={(data) => <UserItemsTable label="Messages" items={data.messages} columns={COLUMNS} sort={state.sort} onSort={state.sortBy} />}
    />
  );
}
