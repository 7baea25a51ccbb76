import type { z } from 'zod';
import type { ReminderInput, Task, UpdateTaskStatusRequest } from '../../../../shared/contracts/tasks';
import { closedOccurrence, editedReminder, firstOccurrence, isSameSchedule, newReminder, reopenedReminder } from '../../nags/domain/reminder-plan';
import { scheduleNameOf } from '../domain/reminder';
import { toTask } from '../domain/task-view';
import { fail } from '../../kernel/errors';
import type { Deps } from '../../deps';
import { loadReminderOwner } from './load-reminder-owner';
import { changeReminder, scheduleNag } from '../../nags/use-cases/save-reminder-plan';

type Input = z.output<typeof ReminderInput>;
type ReminderDeps = Pick<Deps, 'users' | 'reminders' | 'scheduler' | 'clock'>;

export const REMINDER_NOT_FOUND = 'Reminder not found';
export const TIME_PASSED_MESSAGE = 'That date and time has already passed. Pick a time in the future.';

const scheduleOf = (input: Input) => ({ scheduledDate: input.scheduledDate, scheduledTime: input.scheduledTime, repeat: input.repeat });

/** GET /tasks: every reminder of the caller, soonest first, in one Query. */
export async function listReminders(deps: Pick<Deps, 'users' | 'reminders'>, userId: string): Promise<Task[]> {
  const owner = await loadReminderOwner(deps, userId);
  const reminders = await deps.reminders.listForUser(userId);
  return reminders
    .sort((a, b) => a.occurrenceAt.localeCompare(b.occurrenceAt) || a.createdAt.localeCompare(b.createdAt))
    .map((reminder) => toTask(reminder, owner.timezone));
}

/** POST /tasks: the wall date and time are the owner's, in their zone; the first nag is scheduled at once. */
export async function createReminder(deps: ReminderDeps & Pick<Deps, 'ids'>, userId: string, input: Input): Promise<Task> {
  const owner = await loadReminderOwner(deps, userId);
  const now = deps.clock.now();
  const occurrence = firstOccurrence(scheduleOf(input), owner.timezone, now) ??
    fail('validation_failed', TIME_PASSED_MESSAGE, { issues: [{ path: 'scheduledTime', message: TIME_PASSED_MESSAGE }] });
  const reminder = newReminder(
    { id: deps.ids.next(), userId, ref: await deps.reminders.allocateRef(userId), task: input.task, schedule: scheduleOf(input), occurrence },
    now,
  );
  await scheduleNag(deps, reminder);
  await deps.reminders.create(reminder);
  return toTask(reminder, owner.timezone);
}

/** PUT /tasks/{id}: a new date, time or repeat re-arms it; the text alone keeps the nags where they are. */
export async function updateReminder(deps: ReminderDeps, userId: string, reminderId: string, input: Input): Promise<Task> {
  const owner = await loadReminderOwner(deps, userId);
  const now = deps.clock.now();
  const occurrence = firstOccurrence(scheduleOf(input), owner.timezone, now);
  const updated = await changeReminder(deps, userId, reminderId, (current) => {
    if (!isSameSchedule(current, scheduleOf(input)) && !occurrence) fail('validation_failed', TIME_PASSED_MESSAGE, { issues: [{ path: 'scheduledTime', message: TIME_PASSED_MESSAGE }] });
    return editedReminder(current, { task: input.task, schedule: scheduleOf(input), occurrence }, now);
  });
  return toTask(updated ?? fail('not_found', REMINDER_NOT_FOUND), owner.timezone);
}

/** DELETE /tasks/{id}: the reminder and its pending schedule go. */
export async function deleteReminder(deps: Pick<Deps, 'users' | 'reminders' | 'scheduler'>, userId: string, reminderId: string) {
  await loadReminderOwner(deps, userId);
  const reminder = (await deps.reminders.get(userId, reminderId)) ?? fail('not_found', REMINDER_NOT_FOUND);
  await deps.reminders.delete(userId, reminderId);
  if (reminder.nextNag) await deps.scheduler.cancel(scheduleNameOf(reminder.nextNag.id));
  return { id: reminderId, deleted: true as const };
}

/**
 * PUT /tasks/{id}/status: done completes the current occurrence (a recurring reminder moves on to its next,
 * pending); pending re-opens a finished one-time reminder.
 */
export async function setReminderStatus(
  deps: ReminderDeps & Pick<Deps, 'reminders'>,
  userId: string,
  reminderId: string,
  { status }: z.output<typeof UpdateTaskStatusRequest>,
): Promise<Task> {
  const owner = await loadReminderOwner(deps, userId);
  const now = deps.clock.now();
  let closed: { occurrenceDate: string; occurrenceAt: string } | null = null;
  const updated = await changeReminder(deps, userId, reminderId, (current) => {
    closed = null;
    if (status === 'pending') return current.status === 'done' ? reopenedReminder(current, now) : current;
    if (current.status === 'done') return current;
    closed = { occurrenceDate: current.occurrenceDate, occurrenceAt: current.occurrenceAt };
    return closedOccurrence(current, owner, now, 'done');
  });
  if (!updated) fail('not_found', REMINDER_NOT_FOUND);
  if (closed) await recordDone(deps, userId, reminderId, closed, now, 'web');
  return toTask(updated, owner.timezone);
}

export async function recordDone(
  deps: Pick<Deps, 'reminders'>,
  userId: string,
  reminderId: string,
  occurrence: { occurrenceDate: string; occurrenceAt: string },
  now: Date,
  via: 'web' | 'sms',
  outcome: 'done' | 'skipped' = 'done',
): Promise<void> {
  await deps.reminders.recordCompletion({ userId, reminderId, ...occurrence, completedAt: now.toISOString(), outcome, via });
}
