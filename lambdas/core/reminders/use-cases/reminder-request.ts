import type { z } from 'zod';
import type { ReminderInput } from '#shared/contracts/tasks';
import type { RemindersPorts } from '../reminders-ports';
import { fail } from '../../kernel/errors';
import {
  BEYOND_HORIZON_MESSAGE,
  isBeyondHorizon,
  isTooFarBack,
  TOO_FAR_BACK_MESSAGE,
} from '../domain/reminder-horizon';
import { recurrenceRuleOf, resolveSchedule, type ReminderSchedule } from '../domain/recurrence';
import { headsUpGapProblem, shortestGapHours } from '../domain/heads-up';
import type { NagPace } from '../domain/reminder-plan';

/** A reminder as the tasks API takes it (the spec's wire name is task). */
export type ReminderRequest = z.output<typeof ReminderInput>;
export type ReminderDeps = Pick<RemindersPorts, 'users' | 'reminders' | 'scheduler' | 'clock'>;

export const REMINDER_NOT_FOUND = 'Reminder not found';
export const TIME_PASSED_MESSAGE = 'That date and time has already passed. Pick a time in the future.';

/**
 * Refuses (400 naming the date) a start date beyond the horizon or more than a day back, in the owner's zone:
 * checked before any rule is read, so what a series costs never depends on how far from today it starts.
 */
export function assertWithinHorizon(input: Pick<ReminderRequest, 'scheduledDate'>, zone: string, now: Date): void {
  const message = isBeyondHorizon(input.scheduledDate, now, zone)
    ? BEYOND_HORIZON_MESSAGE
    : isTooFarBack(input.scheduledDate, now, zone)
      ? TOO_FAR_BACK_MESSAGE
      : null;
  if (message) fail('validation_failed', message, { issues: [{ path: 'scheduledDate', message }] });
}

/** The schedule asked for in the owner's zone (a rule equal to one of the spec's repeats becomes that repeat; 400 naming the part else). */
export const scheduleOf = (input: ReminderRequest, zone: string): ReminderSchedule => resolveSchedule(input, zone);

/** The reminder's own nag pace (null or absent: the account's). */
export const paceOf = (input: ReminderRequest): NagPace => ({
  ...(input.nagStyle ? { nagStyle: input.nagStyle } : {}),
  ...(input.nagEveryMinutes ? { nagEveryMinutes: input.nagEveryMinutes } : {}),
});

/**
 * Refuses (400 naming headsUpHours) a heads-up that reaches back past the previous occurrence of the schedule
 * (48 hours on a daily reminder): checked before anything is written, so a schedule is never half-changed.
 */
export function assertHeadsUpFits(hours: number | undefined, schedule: ReminderSchedule, zone: string): void {
  if (!hours) return;
  const rule = recurrenceRuleOf(
    { ...schedule, anchorDate: schedule.scheduledDate, wallTime: schedule.scheduledTime },
    zone,
  );
  const message = headsUpGapProblem(hours, shortestGapHours(rule, schedule.scheduledDate));
  if (message) fail('validation_failed', message, { issues: [{ path: 'headsUpHours', message }] });
}
