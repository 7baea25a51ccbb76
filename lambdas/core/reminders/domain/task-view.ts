import type { Task } from '../../../../shared/contracts/tasks';
import type { Reminder } from './reminder';
import { recurrenceTextOf } from './reminder-recurrence';
import { instantToWallTime } from '../../kernel/wall-time';

/** A reminder as the API shows it: its current occurrence as an instant and as wall time in the owner's zone. */
export function toTask(reminder: Reminder, zone: string): Task {
  const local = instantToWallTime(new Date(reminder.occurrenceAt), zone);
  return {
    id: reminder.id,
    ref: reminder.ref,
    task: reminder.task,
    scheduledTime: reminder.occurrenceAt,
    localDate: local.date,
    localTime: local.time,
    timezone: zone,
    repeat: reminder.repeat,
    ...(reminder.repeat === 'once' ? {} : { recurrence: recurrenceTextOf(reminder) }),
    repeatFrom: reminder.repeatFrom ?? 'schedule',
    nagStyle: reminder.nagStyle ?? null,
    nagEveryMinutes: reminder.nagEveryMinutes ?? null,
    status: reminder.status,
    ...(reminder.snoozedUntil ? { snoozedUntil: reminder.snoozedUntil } : {}),
    ...(reminder.nextNag ? { nextNagAt: reminder.nextNag.at } : {}),
    nagCount: reminder.nagCount,
    ...(reminder.lastCompletedAt ? { lastCompletedAt: reminder.lastCompletedAt } : {}),
    createdAt: reminder.createdAt,
    updatedAt: reminder.updatedAt,
  };
}
