import type { z } from 'zod';
import type { NagStyle, ReminderInput, RepeatFrom, SharedChoreInput, TaskRepeat } from '@shared/contracts';
import type { ReminderClock } from '@shared/vocabulary';
import type { CustomRepeatDraft } from './custom-repeat';
import type { Reminder } from './reminder';
import { defaultReminderWhen } from './default-reminder-when';
import { sharedInputOfTask, type SharedChoreDraft } from './shared-chore-draft';

/** The Add and Edit dialogs' fields, named as the contract names them (so server issues land on them). */
export interface ReminderFormValues {
  task: string;
  /** "For": one of the owner's joined people, or '' for the owner's own (the default). Fixed once saved. */
  forPersonId?: string;
  /** "For" a household: a shared chore, how it goes round and who is in it (absent: one person's). Fixed once saved. */
  shared?: SharedChoreInput;
  scheduledDate: string;
  scheduledTime: string;
  repeat: TaskRepeat;
  /** A custom repeat's RFC 5545 rule (sent only when repeat is custom). */
  recurrence?: string;
  repeatFrom?: RepeatFrom;
  nagStyle?: NagStyle | null;
  nagEveryMinutes?: number | null;
  /** "Call me if I ignore N texts"; null: no calls. */
  callAfterNags?: number | null;
  /** "Tell my buddy if I ignore it". */
  tellBuddy?: boolean;
  /** "Tell me if it's ignored": for a reminder for someone else, one text to the owner when a day ends unanswered. */
  tellMeIfIgnored?: boolean;
  /** "Heads-up before": hours before each occurrence; null: none. */
  headsUpHours?: number | null;
  /** "Follows": home time (the default), where I am, or a fixed time zone (`clockZone`). */
  clock?: ReminderClock;
  clockZone?: string | null;
  /** "Deadline window": days of gentle texts before each deadline; null: none. */
  windowDays?: number | null;
}

/** What the dialog hands on once the contract has checked it. */
export type SavedReminderInput = z.output<typeof ReminderInput>;

/** In the order they appear: the first a server issue names takes the focus. */
export const REMINDER_FIELDS = [
  'task',
  'forPersonId',
  'shared',
  'shared.memberIds',
  'shared.turn',
  'scheduledDate',
  'scheduledTime',
  'repeat',
  'recurrence',
  'repeatFrom',
  'headsUpHours',
  'clock',
  'clockZone',
  'windowDays',
  'nagStyle',
  'nagEveryMinutes',
  'callAfterNags',
  'tellBuddy',
  'tellMeIfIgnored',
] as const;

/**
 * What the dialog's form holds: the fields above, and the Custom repeat controls, from which `recurrence` is
 * built when the form is checked (never sent themselves); the sharing as its controls hold it (sent as `shared`).
 */
export interface ReminderDialogValues extends Omit<ReminderFormValues, 'shared'> {
  custom: CustomRepeatDraft;
  shared: SharedChoreDraft;
}

export const newReminderValues = (zone: string, now: Date): ReminderFormValues => ({
  task: '',
  forPersonId: '',
  ...defaultReminderWhen(zone, now),
  repeat: 'once',
});

/** Edit shows the stored instant as the user's wall date and time, in their zone (not the UTC reading). */
export const reminderValuesOf = (reminder: Reminder): ReminderFormValues => ({
  task: reminder.task,
  forPersonId: reminder.forPerson?.id ?? '',
  ...(reminder.shared ? { shared: sharedInputOfTask(reminder.shared) } : {}),
  scheduledDate: reminder.localDate,
  scheduledTime: reminder.localTime,
  repeat: reminder.repeat,
  // A repeat counted from completion opens in the Custom controls (where that choice is), with its rule.
  ...((reminder.repeat === 'custom' || reminder.repeatFrom === 'completion') && reminder.recurrence
    ? { recurrence: reminder.recurrence }
    : {}),
  repeatFrom: reminder.repeatFrom ?? 'schedule',
  nagStyle: reminder.nagStyle ?? null,
  nagEveryMinutes: reminder.nagEveryMinutes ?? null,
  callAfterNags: reminder.callAfterNags ?? null,
  tellBuddy: reminder.tellBuddy ?? false,
  tellMeIfIgnored: reminder.tellMeIfIgnored ?? false,
  headsUpHours: reminder.headsUpHours ?? null,
  clock: reminder.clock ?? 'home',
  clockZone: reminder.clockZone ?? null,
  windowDays: reminder.windowDays ?? null,
});
