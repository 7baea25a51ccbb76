import type { z } from 'zod';
import type { TaskHistory, TaskHistoryQuery } from '#shared/contracts/tasks';
import { fail } from '../../kernel/errors';
import type { RemindersPorts } from '../reminders-ports';
import { loadReminderOwner } from './load-reminder-owner';
import { INSIGHT_WINDOW, reminderInsightsOf } from '../domain/reminder-insights';
import { REMINDER_NOT_FOUND } from './reminder-request';
import { memberById } from '../domain/shared-chore';

/**
 * GET /tasks/{id}/history: the reminder's ended occurrences, newest first, one Query per page (a reminder with
 * thousands behind it pages like a new one). Another user's reminder is not found. The first page (no cursor)
 * carries the insights over the latest INSIGHT_WINDOW occurrences, in the owner's zone: read from the page itself
 * when it holds that many, else with one more Query bounded to INSIGHT_WINDOW items.
 */
export async function reminderHistory(
  deps: Pick<RemindersPorts, 'users' | 'reminders'>,
  userId: string,
  reminderId: string,
  query: z.output<typeof TaskHistoryQuery>,
): Promise<TaskHistory> {
  const owner = await loadReminderOwner(deps, userId);
  const reminder = (await deps.reminders.get(userId, reminderId)) ?? fail('not_found', REMINDER_NOT_FOUND);
  const doer = (id: string | undefined) => {
    const member = id && reminder.shared ? memberById(reminder.shared, id) : undefined;
    return member ? { by: { id: member.id, firstName: member.firstName } } : {};
  };
  const page = await deps.reminders.listHistory(userId, reminderId, {
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  const latest = query.cursor
    ? undefined
    : page.items.length >= INSIGHT_WINDOW || !page.nextCursor
      ? page.items.slice(0, INSIGHT_WINDOW)
      : (await deps.reminders.listHistory(userId, reminderId, { limit: INSIGHT_WINDOW })).items;
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
      ...doer(c.by),
    })),
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    ...(latest ? { insights: reminderInsightsOf(latest, owner.timezone) } : {}),
  };
}
