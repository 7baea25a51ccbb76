import type { z } from 'zod';
import type { ReminderInput } from '../../../../shared/contracts/tasks';
import type { Deps } from '../../deps';

/** A reminder as the tasks API takes it (the spec's wire name is task). */
export type ReminderRequest = z.output<typeof ReminderInput>;
export type ReminderDeps = Pick<Deps, 'users' | 'reminders' | 'scheduler' | 'clock'>;

export const REMINDER_NOT_FOUND = 'Reminder not found';
export const TIME_PASSED_MESSAGE = 'That date and time has already passed. Pick a time in the future.';

export const scheduleOf = (input: ReminderRequest) => ({ scheduledDate: input.scheduledDate, scheduledTime: input.scheduledTime, repeat: input.repeat });
