import { fail } from '../../kernel/errors';
import { recurrenceRuleOf, type ReminderSchedule } from '../domain/recurrence';
import { shortestGapHours } from '../domain/heads-up';
import {
  WINDOW_DEADLINE_PASSED_MESSAGE,
  WINDOW_WITH_HEADS_UP_MESSAGE,
  windowGapProblem,
} from '../domain/deadline-window';
import { TIME_PASSED_MESSAGE } from './reminder-request';

const refuse = (message: string): never =>
  fail('validation_failed', message, { issues: [{ path: 'windowDays', message }] });

/**
 * Refuses (400 naming windowDays) a deadline window that cannot be: one asked together with a heads-up (the window
 * already texts every day before the deadline, so a heads-up would be a second text about the same thing), or one
 * that reaches back to the previous deadline of the schedule. `windowDays` and `headsUpHours` are the values as they
 * will be (asked for, else kept); checked before anything is written, so a schedule is never half-changed.
 */
export function assertWindowFits(
  windowDays: number | undefined,
  headsUpHours: number | undefined,
  schedule: ReminderSchedule,
  zone: string,
): void {
  if (!windowDays) return;
  if (headsUpHours) refuse(WINDOW_WITH_HEADS_UP_MESSAGE);
  const rule = recurrenceRuleOf(
    { ...schedule, anchorDate: schedule.scheduledDate, wallTime: schedule.scheduledTime },
    zone,
  );
  const problem = windowGapProblem(windowDays, shortestGapHours(rule, schedule.scheduledDate));
  if (problem) refuse(problem);
}

/** A one-time date and time already past: with a window it is the deadline that passed, and the 400 names both. */
export function failTimePassed(windowDays: number | undefined): never {
  if (!windowDays)
    return fail('validation_failed', TIME_PASSED_MESSAGE, {
      issues: [{ path: 'scheduledTime', message: TIME_PASSED_MESSAGE }],
    });
  return fail('validation_failed', WINDOW_DEADLINE_PASSED_MESSAGE, {
    issues: [
      { path: 'windowDays', message: WINDOW_DEADLINE_PASSED_MESSAGE },
      { path: 'scheduledTime', message: TIME_PASSED_MESSAGE },
    ],
  });
}
