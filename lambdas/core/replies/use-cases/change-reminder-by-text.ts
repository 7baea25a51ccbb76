import type { User } from '../../users/domain/user';
import type { RepliesPorts } from '../replies-ports';
import { addDays } from '../../reminders/domain/recurrence';
import type { Reminder } from '../../reminders/domain/reminder';
import { DomainError } from '../../kernel/errors';
import { instantToWallTime, wallTimeToInstant } from '../../kernel/wall-time';
import { deleteReminder, updateReminder } from '../../reminders';
import { replyAnswers } from '../domain/reply-answers';

export type ChangeByTextDeps = Pick<RepliesPorts, 'users' | 'reminders' | 'scheduler' | 'clock'>;

/** Where a reminder moves to: a new wall date, a new wall time, or both, in the owner's zone. */
export interface MoveTo {
  date?: string;
  time?: string;
}

/** An open reminder by its reference; done ones are not changed by text. */
const openByRef = (reminders: Reminder[], ref: string) => reminders.find((r) => r.ref === ref && r.status !== 'done');

/** A refusal a person can act on (the gate, a time passed), or a failure that is not ours to answer. */
function answerOf(error: unknown): string {
  if (!(error instanceof DomainError) || error.code === 'internal') throw error;
  return error.message;
}

/** DELETE 2 / cancel 2: removes the open reminder #2, its schedule and history; the answer names it. */
export async function deleteByText(
  deps: ChangeByTextDeps,
  user: User,
  ref: string,
): Promise<{ text: string; reminderId?: string }> {
  const reminder = openByRef(await deps.reminders.listForUser(user.id), ref);
  if (!reminder) return { text: replyAnswers.noSuchReminder(ref) };
  try {
    await deleteReminder(deps, user.id, reminder.id);
  } catch (error) {
    return {
      text:
        error instanceof DomainError && error.code === 'not_found' ? replyAnswers.noSuchReminder(ref) : answerOf(error),
    };
  }
  return { text: replyAnswers.reminderDeletedByText(ref, reminder.task), reminderId: reminder.id };
}

/**
 * The wall date a move lands on. A named date is taken as it is. A time alone keeps a one-time reminder's day
 * (today if that day is past, as a carried-over one's is), and the next day when that time has passed already;
 * a repeating reminder keeps its first date (its next occurrence follows the rule from now on).
 */
export function movedDate(
  reminder: Pick<Reminder, 'repeat' | 'anchorDate' | 'occurrenceDate' | 'wallTime'>,
  to: MoveTo,
  zone: string,
  now: Date,
): string {
  if (to.date) return to.date;
  if (reminder.repeat !== 'once') return reminder.anchorDate;
  const today = instantToWallTime(now, zone).date;
  const day = reminder.occurrenceDate > today ? reminder.occurrenceDate : today;
  const time = to.time ?? reminder.wallTime;
  return wallTimeToInstant(day, time, zone).getTime() > now.getTime() ? day : addDays(day, 1);
}

/**
 * The web's edit of `reminder` with only `changes` made: its task, repeat and pace kept (heads-up, call and buddy
 * settings are kept by leaving them out), so a change by text goes through the same path as the edit dialog's.
 */
export function editKeeping(
  reminder: Reminder,
  changes: { scheduledDate: string; scheduledTime: string; pace?: Pick<Reminder, 'nagStyle' | 'nagEveryMinutes'> },
): Parameters<typeof updateReminder>[3] {
  const pace = changes.pace ?? reminder;
  return {
    task: reminder.task,
    scheduledDate: changes.scheduledDate,
    scheduledTime: changes.scheduledTime,
    repeat: reminder.repeat,
    ...(reminder.recurrence ? { recurrence: reminder.recurrence } : {}),
    ...(reminder.repeatFrom ? { repeatFrom: reminder.repeatFrom } : {}),
    ...(pace.nagStyle ? { nagStyle: pace.nagStyle } : {}),
    ...(pace.nagEveryMinutes ? { nagEveryMinutes: pace.nagEveryMinutes } : {}),
  };
}

/** "2 at 7pm", "move 2 to tomorrow 9am": reschedules open reminder #2, keeping its task, repeat and pace. */
export async function moveByText(
  deps: ChangeByTextDeps,
  user: User,
  ref: string,
  to: MoveTo,
): Promise<{ text: string; reminderId?: string }> {
  const reminder = openByRef(await deps.reminders.listForUser(user.id), ref);
  if (!reminder) return { text: replyAnswers.noSuchReminder(ref) };
  const now = deps.clock.now();
  const input = editKeeping(reminder, {
    scheduledDate: movedDate(reminder, to, user.timezone, now),
    scheduledTime: to.time ?? reminder.wallTime,
  });
  try {
    const moved = await updateReminder(deps, user.id, reminder.id, input);
    return { text: replyAnswers.reminderMovedByText(moved), reminderId: reminder.id };
  } catch (error) {
    return {
      text:
        error instanceof DomainError && error.code === 'not_found' ? replyAnswers.noSuchReminder(ref) : answerOf(error),
      reminderId: reminder.id,
    };
  }
}
