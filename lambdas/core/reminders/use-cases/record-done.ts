import type { Deps } from '../../deps';

/** Writes the completion history of one occurrence: done or skipped, from the web or by text. */
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
