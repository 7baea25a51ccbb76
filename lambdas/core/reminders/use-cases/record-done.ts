import type { RemindersPorts } from '../reminders-ports';

/** Writes the history of one ended occurrence: done or skipped (from the web or by text), with what it took. */
export async function recordDone(
  deps: Pick<RemindersPorts, 'reminders'>,
  userId: string,
  reminderId: string,
  occurrence: { occurrenceDate: string; occurrenceAt: string; nagCount?: number; snoozeCount?: number },
  now: Date,
  via: 'web' | 'sms',
  outcome: 'done' | 'skipped' = 'done',
): Promise<void> {
  const { occurrenceDate, occurrenceAt, nagCount = 0, snoozeCount = 0 } = occurrence;
  await deps.reminders.recordCompletion({
    userId,
    reminderId,
    occurrenceDate,
    occurrenceAt,
    completedAt: now.toISOString(),
    outcome,
    via,
    nags: nagCount,
    snoozes: snoozeCount,
  });
}
