import { ReminderInput, type Task } from '#shared/contracts/tasks';
import type { User } from '../../users/domain/user';
import { isSubscriptionOpen } from '../../users/domain/subscription-gate';
import { tripOn, zoneWhereTheyAre } from '../../users/domain/travel';
import type { RepliesPorts } from '../replies-ports';
import { DomainError } from '../../kernel/errors';
import { createReminder } from '../../reminders';
import { continueNumbering } from '../../reminders-for-people';
import type { Reminder } from '../../reminders/domain/reminder';
import { toTask } from '../../reminders/domain/task-view';
import { replyAnswers } from '../domain/reply-answers';
import {
  parseReminderRequest,
  type RefusalReason,
  type ReminderRequestReading,
} from '../domain/parse-reminder-request';
import type { ParsedReply } from '../domain/parse-reply';
import {
  isDraftOpen,
  reachedDailyLimit,
  storedTask,
  TEXT_REMINDERS_PER_DAY,
  textReminderDayOf,
  textReminderIdOf,
} from '../domain/text-reminder-rules';

export type AddByTextDeps = Pick<
  RepliesPorts,
  'users' | 'reminders' | 'scheduler' | 'clock' | 'ids' | 'oncePerWindow' | 'people'
>;

/** The text to answer with (and the reminder it is about), or null to answer nothing. */
export interface AddByTextOutcome {
  /** `confirmsCreation`: the answer names a reminder just added (what UNDO needs): it is sent even while answers are capped. */
  answer: { text: string; reminderId?: string; confirmsCreation?: true } | null;
}

const DAY = 24 * 3600;
const NOT_READ_AS_REQUESTS: ReadonlySet<ParsedReply['kind']> = new Set([
  'opt_out',
  'opt_in',
  'undo',
  'delete',
  'move',
  'move_invalid',
  'ack',
  'home_zone',
  'quiet',
  'quiet_invalid',
]);

/**
 * A refused request is answered with its reason when its words make no command; and when they make only a SNOOZE
 * but name a task ("remind me every 5 minutes to drink water"): a text that reads as a creation request is never
 * taken as a snooze of another reminder. "remind me later" names no task: it stays a SNOOZE.
 */
const refusalWins = (reason: RefusalReason, kind: ParsedReply['kind']) =>
  kind === 'unknown' || ((kind === 'snooze' || kind === 'snooze_invalid') && reason !== 'task_missing');

type Addition = Extract<ReminderRequestReading, { kind: 'create' }>;

/**
 * A text asking for a reminder ("remind me to call mom tomorrow at 6pm") from an opted-in user: adds it, or asks
 * for its time, and says so. Null when the text is no such request: it is then handled as a reply. A request to
 * add or a question for the time wins over the command its words also make ("remind me to call mom" is no SNOOZE);
 * a refused request is answered when its text makes no command, or only a SNOOZE while naming a task (refusalWins).
 */
export async function addReminderByText(
  deps: AddByTextDeps,
  user: User,
  sms: { body: string; providerMessageId: string },
  reply: ParsedReply,
  now: Date,
): Promise<AddByTextOutcome | null> {
  if (!user.smsTransactionalOptIn || NOT_READ_AS_REQUESTS.has(reply.kind)) return null;
  const messageId = sms.providerMessageId;
  const seededId = textReminderIdOf(messageId);
  // A retry of a text that added its reminder, then failed before answering.
  if (user.lastTextReminder?.messageId === messageId)
    return answerAdded(deps, user, await deps.reminders.get(user.id, seededId), messageId, now);

  const { reading, fromDraft } = await readRequest(deps, user, sms.body, now);
  if (!reading || (reading.kind === 'refused' && !refusalWins(reading.reason, reply.kind))) return null;
  // A retry that failed before recording what it added (read again later, the same words may no longer add it).
  const earlier = await deps.reminders.get(user.id, seededId);
  if (earlier) return answerAdded(deps, user, earlier, messageId, now);
  const limited = await limitAnswer(deps, user, now, fromDraft);
  if (limited) return limited;
  switch (reading.kind) {
    case 'refused':
      return { answer: { text: reading.message } };
    case 'ask_time':
      await deps.users.update(
        user.id,
        {
          textReminderDraft: {
            task: reading.task,
            ...(reading.when ? { when: reading.when } : {}),
            askedAt: now.toISOString(),
          },
        },
        now.toISOString(),
      );
      return { answer: { text: replyAnswers.askReminderTime(reading.task) } };
    case 'create':
      return addReminder(deps, user, reading, messageId, now);
  }
}

/**
 * The text as a request. After a question for the time, a text within the draft's window that completes it
 * ("6pm" after "remind me to call mom") is that request, keeping the day and repeat the draft already read ("9am"
 * after "pay rent on the 1st of every month" is monthly on the 1st at 9; an answer naming its own day that cannot
 * go with them is read with the task alone); any other text ends the draft and is read on its own.
 */
async function readRequest(
  deps: AddByTextDeps,
  user: User,
  body: string,
  now: Date,
): Promise<{ reading: ReminderRequestReading; fromDraft: boolean }> {
  const draft = user.textReminderDraft;
  if (draft) {
    const complete = (words: string) => parseReminderRequest(words, zoneWhereTheyAre(user, now), now);
    const withWhen = isDraftOpen(draft, now) && draft.when ? complete(`${draft.task} ${draft.when} ${body}`) : null;
    const completed =
      withWhen?.kind === 'create' ? withWhen : isDraftOpen(draft, now) ? complete(`${draft.task} ${body}`) : null;
    // The draft is cleared with the reminder's record, so a retry after a crash still completes it.
    if (completed?.kind === 'create') return { reading: completed, fromDraft: true };
    await deps.users.update(user.id, { textReminderDraft: null }, now.toISOString());
  }
  return { reading: parseReminderRequest(body, zoneWhereTheyAre(user, now), now), fromDraft: false };
}

/** Without a subscription or trial: one answer a day, then silence. Past the day's limit: says so. */
async function limitAnswer(
  deps: AddByTextDeps,
  user: User,
  now: Date,
  fromDraft: boolean,
): Promise<AddByTextOutcome | null> {
  const subscribed = isSubscriptionOpen(user.subscriptionStatus);
  if (subscribed && !reachedDailyLimit(user, now)) return null;
  if (fromDraft) await deps.users.update(user.id, { textReminderDraft: null }, now.toISOString());
  if (subscribed) return { answer: { text: replyAnswers.textRemindersDailyLimit() } };
  const first = await deps.oncePerWindow.claim(`text-create-gate#${user.id}`, now, DAY);
  return { answer: first ? { text: replyAnswers.textRemindersNeedSubscription() } : null };
}

/**
 * Adds the reminder through the reminders capability; what it refuses (the limit of active ones, a bad date) is the
 * answer. The day's slot is booked first, by one conditional write (texts arriving at once never pass the limit), and
 * given back when nothing was added. A reminder with this text's id exists only once its slot was booked, so a retry
 * that finds it (answerAdded) books nothing more.
 */
async function addReminder(
  deps: AddByTextDeps,
  user: User,
  reading: Addition,
  messageId: string,
  now: Date,
): Promise<AddByTextOutcome> {
  const input = ReminderInput.safeParse({
    task: storedTask(reading.task),
    scheduledDate: reading.scheduledDate,
    scheduledTime: reading.scheduledTime,
    // A rule equal to daily, weekly or monthly is stored as that repeat.
    repeat: reading.recurrence ? 'custom' : 'once',
    ...(reading.recurrence ? { recurrence: reading.recurrence } : {}),
    // Checked like the web's: a heads-up longer than the repeat's shortest gap is the create's own refusal.
    ...(reading.headsUpHours ? { headsUpHours: reading.headsUpHours } : {}),
    // So is a window reaching back to the previous deadline.
    ...(reading.windowDays ? { windowDays: reading.windowDays } : {}),
    // "at 3pm New York time": one fixed instant, wherever the person is. Said while away without a zone, the time is
    // the one where they are (it was read there), and stays so: the reminder follows them, home after the trip.
    ...(reading.clockZone
      ? { clock: 'fixed', clockZone: reading.clockZone }
      : tripOn(user, now)
        ? { clock: 'where_i_am' }
        : {}),
  });
  if (!input.success)
    return { answer: { text: input.error.issues[0]?.message ?? 'That reminder could not be added.' } };
  const day = textReminderDayOf(user, now);
  if (!(await deps.users.takeTextReminderSlot(user.id, day, TEXT_REMINDERS_PER_DAY, now.toISOString()))) {
    return { answer: { text: replyAnswers.textRemindersDailyLimit() } };
  }
  let added: Task;
  try {
    await continueNumbering(deps, user);
    added = await createReminder(deps, user.id, input.data, { id: textReminderIdOf(messageId) });
  } catch (error) {
    await deps.users.releaseTextReminderSlot(user.id, day, now.toISOString());
    if (error instanceof DomainError && error.code !== 'internal') return { answer: { text: error.message } };
    throw error;
  }
  await recordAdded(deps, user, added, messageId, now);
  return { answer: { text: addedAnswer(added, user, now), reminderId: added.id, confirmsCreation: true } };
}

/** "Got it: #4 Call mom, Tue Dec 1 3:00 PM New York time (12:00 PM your time). Reply UNDO to remove it." */
const addedAnswer = (added: Task, user: User, now: Date) =>
  replyAnswers.textReminderAdded(added, zoneWhereTheyAre(user, now));

/** The answer to the text that added `reminder` (on an earlier try), recording it first if that try did not. */
async function answerAdded(
  deps: AddByTextDeps,
  user: User,
  reminder: Reminder | null,
  messageId: string,
  now: Date,
): Promise<AddByTextOutcome> {
  if (!reminder) return { answer: null };
  const added = toTask(reminder, user);
  await recordAdded(deps, user, added, messageId, now);
  return { answer: { text: addedAnswer(added, user, now), reminderId: added.id, confirmsCreation: true } };
}

/** What UNDO removes, once per text that added a reminder (the day's count was booked before adding it); the draft it completed ends. */
async function recordAdded(deps: AddByTextDeps, user: User, added: Task, messageId: string, now: Date): Promise<void> {
  if (user.lastTextReminder?.messageId === messageId) return;
  await deps.users.update(
    user.id,
    {
      lastTextReminder: { reminderId: added.id, ref: added.ref, task: added.task, at: now.toISOString(), messageId },
      textReminderDraft: null,
    },
    now.toISOString(),
  );
}
