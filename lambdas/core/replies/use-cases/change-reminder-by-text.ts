import type { User } from '../../users/domain/user';
import type { RepliesPorts } from '../replies-ports';
import type { Reminder } from '../../reminders/domain/reminder';
import { DomainError } from '../../kernel/errors';
import { readingZone } from '../../reminders/domain/reminder-clock';
import { zoneWhereTheyAre } from '../../users/domain/travel';
import { deleteReminder, updateReminder } from '../../reminders';
import { movedOnClock, type MoveTo } from '../domain/move-on-clock';
import { replyAnswers } from '../domain/reply-answers';

export type ChangeByTextDeps = Pick<RepliesPorts, 'users' | 'reminders' | 'scheduler' | 'clock'>;

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

/**
 * "2 at 7pm", "move 2 to tomorrow 9am": reschedules open reminder #2, keeping its task, repeat and pace. The time is
 * the one said where the person is (see movedOnClock).
 */
export async function moveByText(
  deps: ChangeByTextDeps,
  user: User,
  ref: string,
  to: MoveTo,
): Promise<{ text: string; reminderId?: string }> {
  const reminder = openByRef(await deps.reminders.listForUser(user.id), ref);
  if (!reminder) return { text: replyAnswers.noSuchReminder(ref) };
  const now = deps.clock.now();
  const here = zoneWhereTheyAre(user, now);
  const zones = { zone: readingZone(reminder, user, now, reminder.occurrenceAt), here };
  const moveTo = movedOnClock(reminder, to, zones, now);
  const input = editKeeping(reminder, { scheduledDate: moveTo.date, scheduledTime: moveTo.time });
  try {
    const moved = await updateReminder(deps, user.id, reminder.id, input);
    return { text: replyAnswers.reminderMovedByText(moved, here), reminderId: reminder.id };
  } catch (error) {
    return {
      text:
        error instanceof DomainError && error.code === 'not_found' ? replyAnswers.noSuchReminder(ref) : answerOf(error),
      reminderId: reminder.id,
    };
  }
}
