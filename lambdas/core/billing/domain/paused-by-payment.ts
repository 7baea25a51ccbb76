import type { ReminderStatus } from '#shared/vocabulary';

/** What a failed payment holds back, read from the reminders' states. */
export interface PausedByPayment {
  /** The tasks of the reminders that would text now and wait for the payment (pending or snoozed). */
  waiting: string[];
  /** Reminders that would not text even once paid: paused (by the person, or after days ignored) until resumed. */
  paused: number;
  /** Reminders that are over: done or missed. */
  finished: number;
}

/** Sorts an account's reminders by what a failed payment does to them (the Subscribe page's list and sentence). */
export function pausedByPayment(reminders: readonly { task: string; status: ReminderStatus }[]): PausedByPayment {
  const result: PausedByPayment = { waiting: [], paused: 0, finished: 0 };
  for (const { task, status } of reminders) {
    if (status === 'paused') result.paused++;
    else if (status === 'done' || status === 'missed') result.finished++;
    else result.waiting.push(task);
  }
  return result;
}
