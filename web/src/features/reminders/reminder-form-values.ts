import type { NagStyle, RepeatFrom, TaskRepeat } from '@shared/contracts';
import type { Reminder } from './reminder';
import { defaultReminderWhen } from './default-reminder-when';

/** The Add and Edit dialogs' fields, named as the contract names them (so server issues land on them). */
export interface ReminderFormValues {
  task: string;
  scheduledDate: string;
  scheduledTime: string;
  repeat: TaskRepeat;
  /** A custom repeat's RFC 5545 rule (sent only when repeat is custom). */
  recurrence?: string;
  repeatFrom?: RepeatFrom;
  nagStyle?: NagStyle | null;
  nagEveryMinutes?: number | null;
}

export const REMINDER_FIELDS = ['task', 'scheduledDate', 'scheduledTime', 'repeat'] as const;

export const newReminderValues = (zone: string, now: Date): ReminderFormValues => ({ task: '', ...defaultReminderWhen(zone, now), repeat: 'once' });

/** Edit shows the stored instant as the user's wall date and time, in their zone (not the UTC reading). */
export const reminderValuesOf = (reminder: Reminder): ReminderFormValues => ({
  task: reminder.task,
  scheduledDate: reminder.localDate,
  scheduledTime: reminder.localTime,
  repeat: reminder.repeat,
  ...(reminder.repeat === 'custom' && reminder.recurrence ? { recurrence: reminder.recurrence } : {}),
  repeatFrom: reminder.repeatFrom ?? 'schedule',
  nagStyle: reminder.nagStyle ?? null,
  nagEveryMinutes: reminder.nagEveryMinutes ?? null,
});
