import type { z } from 'zod';
import type { TaskHistory, TaskHistoryQuery } from '#shared/contracts/tasks';
import { fail } from '../../kernel/errors';
import type { RemindersPorts } from '../reminders-ports';
import { loadReminderOwner } from './load-reminder-owner';
import { REMINDER_NOT_FOUND } from './reminder-request';

/**
 * GET /tasks/{id}/history: the reminder's ended occurrences, newest first, one Query per page (a reminder with
 * thousands behind it pages like a new one). Another user's reminder is not found.
 */
export async function reminderHistory(
  deps: Pick<RemindersPorts, 'users' | 'reminders'>,
  userId: string,
  reminderId: string,
  query: z.output<typeof TaskHistoryQuery>,
): Promise<TaskHistory> {
  await loadReminderOwner(deps, userId);
  if (!(await deps.reminders.get(userId, reminderId))) fail('not_found', REMINDER_NOT_FOUND);
  const page = await deps.reminders.listHistory(userId, reminderId, {
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  return {
    occurrences: page.items.map((c) => ({
      occurrenceDate: c.occurrenceDate,
      scheduledTime: c.occurrenceAt,
      outcome: c.outcome,
      at: c.completedAt,
      ...(c.via ? { via: c.via } : {}),
      nags: c.nags ?? 0,
      snoozes: c.snoozes ?? 0,
      ...(c.calls ? { calls: c.calls } : {}),
      ...(c.carriedTo ? { carriedTo: c.carriedTo } : {}),
    })),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}
