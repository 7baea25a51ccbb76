import type { ReminderStatus } from '#shared/vocabulary';

/** What a failed payment holds back, read from the reminders' states. */
export interface PausedByPayment {
  /**
   * The tasks of the reminders that would text now and wait for the payment (pending or snoozed), the soonest first
   * (ties by task), so the list reads the same on every visit.
   */
  waiting: string[];
  /** Reminders that would not text even once paid: paused (by the person, or after days ignored) until resumed. */
  paused: number;
  /** Reminders that are over: done or missed. */
  finished: number;
}

/** Sorts an account's reminders by what a failed payment does to them (the Subscribe page's list and sentence). */
export function pausedByPayment(
  reminders: readonly { task: string; status: ReminderStatus; occurrenceAt: string }[],
): PausedByPayment {
  const result: PausedByPayment = { waiting: [], paused: 0, finished: 0 };
  const waiting: { task: string; occurrenceAt: string }[] = [];
  for (const reminder of reminders) {
    if (reminder.status === 'paused') result.paused++;
    else if (reminder.status === 'done' || reminder.status === 'missed') result.finished++;
    else waiting.push(reminder);
  }
  waiting.sort((a, b) => a.occurrenceAt.localeCompare(b.occurrenceAt) || a.task.localeCompare(b.task));
  return { ...result, waiting: waiting.map((reminder) => reminder.task) };
}
