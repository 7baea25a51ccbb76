import { createHash } from 'node:crypto';
import type { LastTextReminder, TextReminderDraft, User } from '../../users/domain/user';
import { instantToWallTime } from '../../kernel/wall-time';

/** Reminders one user may add by text in a local day: a runaway script or a looping bot stops there. */
export const TEXT_REMINDERS_PER_DAY = 20;
/** How long a request waits for its missing time. */
export const DRAFT_MINUTES = 30;
/** How long UNDO can remove the reminder just added by text. */
export const UNDO_MINUTES = 10;

const minutesSince = (iso: string, now: Date) => (now.getTime() - Date.parse(iso)) / 60_000;

export const isDraftOpen = (draft: TextReminderDraft, now: Date) => minutesSince(draft.askedAt, now) <= DRAFT_MINUTES;

export const canUndo = (last: LastTextReminder, now: Date) =>
  !last.undoneBy && minutesSince(last.at, now) <= UNDO_MINUTES;

const localDayOf = (user: Pick<User, 'timezone'>, now: Date) => instantToWallTime(now, user.timezone).date;

/** The local day whose count a reminder added by text at `now` is booked on. */
export const textReminderDayOf = localDayOf;

const addedOn = (user: Pick<User, 'textRemindersToday'>, day: string) =>
  user.textRemindersToday?.date === day ? user.textRemindersToday.count : 0;

export const reachedDailyLimit = (user: Pick<User, 'timezone' | 'textRemindersToday'>, now: Date) =>
  addedOn(user, localDayOf(user, now)) >= TEXT_REMINDERS_PER_DAY;

/** "call mom" is stored as "Call mom", as it would be typed on the website; "iPhone case" keeps its own capitals. */
export function storedTask(task: string): string {
  const firstWord = task.split(/\s/, 1)[0] ?? '';
  return firstWord === firstWord.toLowerCase() ? task.charAt(0).toUpperCase() + task.slice(1) : task;
}

/**
 * The id of the reminder an inbound text adds, the same on every try of that text: a retry after a crash finds the
 * reminder the first try made instead of adding a second one.
 */
export function textReminderIdOf(providerMessageId: string): string {
  const hex = createHash('sha256').update(`text-reminder#${providerMessageId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
