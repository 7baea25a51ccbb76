import type { AdminTask } from '#shared/contracts/admin';
import type { Reminder } from '../../reminders/domain/reminder';

const ADMIN_STATUS: Record<Reminder['status'], AdminTask['status']> = {
  pending: 'pending',
  snoozed: 'pending',
  done: 'completed',
  missed: 'missed',
  paused: 'paused',
};

/** The admin view's vocabulary: completed for done, pending for pending and snoozed (missed and paused as they are); none for once. */
export function toAdminTask(reminder: Reminder): AdminTask {
  return {
    id: reminder.id,
    task: reminder.task,
    scheduledTime: reminder.occurrenceAt,
    repeat: reminder.repeat === 'once' ? 'none' : reminder.repeat,
    status: ADMIN_STATUS[reminder.status],
    createdAt: reminder.createdAt,
  };
}
