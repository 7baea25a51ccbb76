import type { AdminTask } from '../../../../shared/contracts/admin';
import type { Reminder } from '../../reminders/domain/reminder';

/** The admin view's vocabulary: completed for done, pending for pending and snoozed; none for once. */
export function toAdminTask(reminder: Reminder): AdminTask {
  return {
    id: reminder.id,
    task: reminder.task,
    scheduledTime: reminder.occurrenceAt,
    repeat: reminder.repeat === 'once' ? 'none' : reminder.repeat,
    status: reminder.status === 'done' ? 'completed' : 'pending',
    createdAt: reminder.createdAt,
  };
}
