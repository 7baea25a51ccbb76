import { scheduleNameOf } from '../domain/reminder';
import { fail } from '../../kernel/errors';
import type { RemindersPorts } from '../reminders-ports';
import { loadReminderOwner } from './load-reminder-owner';
import { REMINDER_NOT_FOUND } from './reminder-request';

/** DELETE /tasks/{id}: the reminder, its pending schedule and its history go. */
export async function deleteReminder(
  deps: Pick<RemindersPorts, 'users' | 'reminders' | 'scheduler'>,
  userId: string,
  reminderId: string,
) {
  await loadReminderOwner(deps, userId);
  const reminder = (await deps.reminders.get(userId, reminderId)) ?? fail('not_found', REMINDER_NOT_FOUND);
  await deps.reminders.delete(userId, reminderId);
  if (reminder.nextNag) await deps.scheduler.cancel(scheduleNameOf(reminder.nextNag.id));
  await deps.reminders.deleteHistory(userId, reminderId);
  return { id: reminderId, deleted: true as const };
}
