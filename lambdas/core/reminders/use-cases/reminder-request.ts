import type { z } from 'zod';
import type { ReminderInput } from '../../../../shared/contracts/tasks';
import type { Deps } from '../../deps';
import { fail } from '../../kernel/errors';
import { BEYOND_HORIZON_MESSAGE, isBeyondHorizon } from '../domain/reminder-horizon';
import { resolveSchedule, type ReminderSchedule } from '../domain/reminder-recurrence';
import type { NagPace } from '../../nags/domain/reminder-plan';

/** A reminder as the tasks API takes it (the spec's wire name is task). */
export type ReminderRequest = z.output<typeof ReminderInput>;
export type ReminderDeps = Pick<Deps, 'users' | 'reminders' | 'scheduler' | 'clock'>;

export const REMINDER_NOT_FOUND = 'Reminder not found';
export const TIME_PASSED_MESSAGE = 'That date and time has already passed. Pick a time in the future.';

/** Refuses (400 naming the date) a start date beyond the horizon, in the owner's zone. */
export function assertWithinHorizon(input: ReminderRequest, zone: string, now: Date): void {
  if (isBeyondHorizon(input.scheduledDate, now, zone)) {
    fail('validation_failed', BEYOND_HORIZON_MESSAGE, { issues: [{ path: 'scheduledDate', message: BEYOND_HORIZON_MESSAGE }] });
  }
}

/** The schedule asked for (a rule equal to one of the spec's repeats becomes that repeat; 400 naming the part else). */
export const scheduleOf = (input: ReminderRequest): ReminderSchedule => resolveSchedule(input);

/** The reminder's own nag pace (null or absent: the account's). */
export const paceOf = (input: ReminderRequest): NagPace => ({
  ...(input.nagStyle ? { nagStyle: input.nagStyle } : {}),
  ...(input.nagEveryMinutes ? { nagEveryMinutes: input.nagEveryMinutes } : {}),
});
