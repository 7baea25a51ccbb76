import type { Task } from '#shared/contracts/tasks';
import { toTask } from '../domain/task-view';
import type { RemindersPorts } from '../reminders-ports';
import { loadReminderOwner } from './load-reminder-owner';

/** GET /tasks: every reminder of the caller, soonest first, in one Query. */
export async function listReminders(
  deps: Pick<RemindersPorts, 'users' | 'reminders'>,
  userId: string,
): Promise<Task[]> {
  const owner = await loadReminderOwner(deps, userId);
  const reminders = await deps.reminders.listForUser(userId);
  return reminders
    .sort((a, b) => a.occurrenceAt.localeCompare(b.occurrenceAt) || a.createdAt.localeCompare(b.createdAt))
    .map((reminder) => toTask(reminder, owner));
}
