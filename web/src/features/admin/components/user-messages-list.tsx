import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { AdminMessage } from '@shared/contracts';
import { useUserMessages, type MessageSortField, type MessageStatus } from '../api/list-user-messages';
import { formatAdminDateTime } from '../format-admin-date';
import { MESSAGES_SENT_MEANING, userMessagesSent } from '../messages-sent';
import { callResultLabel, messageStatusLabel } from '../status-labels';
import { useUserListState } from '../use-user-list-state';
import { StatusChip, deliveryTone, type ChipTone } from './status-chip';
import { UserItemsTable, type ItemColumn } from './user-items-table';
import { UserListFilters } from './user-list-filters';
import { UserListSection } from './user-list-section';

/** A call is marked as one (its body is what it said); texts carry no mark. */
function Direction({ message }: { message: AdminMessage }) {
  const direction = message.direction === 'outbound' ? 'Outgoing' : 'Incoming';
  if (message.channel !== 'voice') return direction;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {direction}
      <Chip
        size="small"
        variant="outlined"
        color="info"
        icon={<PhoneInTalkOutlined aria-hidden="true" />}
        label="Call"
        title="A phone call: the body is what it said"
      />
    </Box>
  );
}

const CALL_RESULT_TONES: Record<NonNullable<AdminMessage['callResult']>, ChipTone> = {
  answered: 'success',
  busy: 'warning',
  no_answer: 'warning',
  failed: 'error',
};

/**
 * A text's delivery status; a call's outcome once its provider reported it (Answered, Busy, No answer, Failed), and
 * until then "Placed" (the provider took it) or "Failed" (it refused it).
 */
function MessageStatusChip({ message }: { message: AdminMessage }) {
  if (message.channel === 'voice' && message.callResult)
    return (
      <StatusChip
        label={callResultLabel(message.callResult)}
        tone={CALL_RESULT_TONES[message.callResult] ?? 'default'}
      />
    );
  if (message.channel === 'voice' && message.status === 'delivered') return <StatusChip label="Placed" tone="info" />;
  return <StatusChip label={messageStatusLabel(message.status)} tone={deliveryTone(message.status)} />;
}

const COLUMNS: ItemColumn<AdminMessage, MessageSortField>[] = [
  { label: 'Received At', sortField: 'receivedAt', render: (m) => formatAdminDateTime(m.receivedAt) },
  // Outgoing, not "Sent": an outgoing text the carrier refused was never sent (see messages-sent.ts).
  { label: 'Direction', render: (m) => <Direction message={m} /> },
  { label: 'From', render: (m) => m.from },
  { label: 'To', render: (m) => m.to },
  { label: 'Body', sortField: 'body', render: (m) => m.body, wrap: true },
  { label: 'Status', sortField: 'status', render: (m) => <MessageStatusChip message={m} /> },
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
      table={(data) => (
        <UserItemsTable
          label="Messages"
          items={data.messages}
          columns={COLUMNS}
          sort={state.sort}
          onSort={state.sortBy}
        />
      )}
    />
  );
}
