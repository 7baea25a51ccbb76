import type { z } from 'zod';
import type { Task, UpdateTaskStatusRequest } from '#shared/contracts/tasks';
import { closedOccurrence, reopenedReminder, resumedReminder } from '../domain/reminder-plan';
import { onClock } from '../domain/reminder-clock';
import { changeReminder } from './save-reminder-plan';
import { toTask } from '../domain/task-view';
import { fail } from '../../kernel/errors';
import type { RemindersPorts } from '../reminders-ports';
import { loadReminderOwner } from './load-reminder-owner';
import { recordDone } from './record-done';
import { doneBy } from '../domain/shared-chore';
import { CHORE_OWNER_ID } from '#shared/vocabulary';
import { REMINDER_NOT_FOUND, type ReminderDeps } from './reminder-request';
import type { Reminder } from '../domain/reminder';

/**
 * PUT /tasks/{id}/status: done completes the current occurrence (a recurring reminder moves on to its next,
 * pending); pending re-opens a finished or missed one-time reminder, and resumes a paused repeating one.
 * `onDone` hears of the occurrence this call closed (as it was), once it is stored.
 */
export async function setReminderStatus(
  deps: ReminderDeps & Pick<RemindersPorts, 'reminders'>,
  userId: string,
  reminderId: string,
  { status }: z.output<typeof UpdateTaskStatusRequest>,
  onDone?: (was: Reminder) => Promise<void>,
): Promise<Task> {
  const owner = await loadReminderOwner(deps, userId);
  const now = deps.clock.now();
  let closed: Reminder | null = null;
  const updated = await changeReminder(deps, userId, reminderId, (current) => {
    closed = null;
    if (status === 'pending') {
      if (current.status === 'paused') return onClock(current, owner, now, (o) => resumedReminder(current, o, now));
      return current.status === 'done' || current.status === 'missed' ? reopenedReminder(current, now) : current;
    }
    if (current.status === 'done') return current;
    closed = current;
    const done = onClock(current, owner, now, (o) => closedOccurrence(current, o, now, 'done'));
    // A household chore done from the dashboard was done by its owner.
    return done.shared ? { ...done, shared: doneBy(done.shared, CHORE_OWNER_ID, current.occurrenceDate) } : done;
  });
  if (!updated) fail('not_found', REMINDER_NOT_FOUND);
  if (closed) {
    await recordDone(deps, owner, reminderId, closed, now, 'web', 'done', updated.shared ? CHORE_OWNER_ID : undefined);
    await onDone?.(closed);
  }
  return toTask(updated, owner);
}
