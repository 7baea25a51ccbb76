import type {
  AdminMessage,
  AdminNotification,
  AdminPerson,
  AdminTask,
  AdminUser,
  DatabaseQueryHistoryEntry,
} from '@shared/contracts';
import { subscriptionStatusLabels } from '@/lib/subscription-status-label';

/**
 * What the admin area shows for each stored status: words, never the raw value ("past_due"). The subscription
 * words are the ones users read on their own Settings page.
 */
const NOTIFICATION: Record<AdminNotification['status'], string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};
const MESSAGE: Record<AdminMessage['status'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};
const TASK: Record<AdminTask['status'], string> = {
  pending: 'Pending',
  completed: 'Completed',
  missed: 'Missed',
  paused: 'Paused',
};
/** A call's Status: how it ended once its provider said, else whether the provider took it. */
const CALL_RESULT: Record<NonNullable<AdminMessage['callResult']>, string> = {
  answered: 'Answered',
  busy: 'Busy',
  no_answer: 'No answer',
  failed: 'Failed',
};
/** A person linked to the user's reminders: live, gone by their LEAVE, or removed by the user. */
const PERSON: Record<AdminPerson['status'], string> = { joined: 'Joined', left: 'Left', removed: 'Removed' };
const ROLE: Record<AdminUser['role'], string> = { user: 'User', admin: 'Admin' };
const QUERY_OUTCOME: Record<DatabaseQueryHistoryEntry['outcome'], string> = {
  ok: 'Ran',
  refused: 'Refused',
  failed: 'Failed',
};

/** A value the contract may grow before this screen does still reads as words: "some_new_state" as "Some new state". */
const fallback = (raw: string) => (raw ? raw[0]!.toUpperCase() + raw.slice(1).replace(/_/g, ' ') : raw);
const lookup =
  <K extends string>(labels: Record<K, string>) =>
  (raw: K) =>
    labels[raw] ?? fallback(raw);

export const subscriptionStatusLabel = lookup(subscriptionStatusLabels);
export const notificationStatusLabel = lookup(NOTIFICATION);
export const messageStatusLabel = lookup(MESSAGE);
export const callResultLabel = lookup(CALL_RESULT);
export const taskStatusLabel = lookup(TASK);
export const personStatusLabel = lookup(PERSON);
export const roleLabel = lookup(ROLE);
export const queryOutcomeLabel = lookup(QUERY_OUTCOME);
