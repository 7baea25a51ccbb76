import { nagCap } from '../../reminders/domain/nag-ladder';
import { isInQuietHours } from '../../reminders/domain/quiet-hours';
import type { Reminder } from '../../reminders/domain/reminder';
import { moveToDay, recentOffer, suggestedMoveTime } from '../../reminders/domain/renegotiation';
import { toTask } from '../../reminders/domain/task-view';
import { DomainError } from '../../kernel/errors';
import { instantToWallTime } from '../../kernel/wall-time';
import { clockReading, readingZone } from '../../reminders/domain/reminder-clock';
import { zoneWhereTheyAre } from '../../users/domain/travel';
import { sameInstantIn } from '../domain/move-on-clock';
import type { User } from '../../users/domain/user';
import { askToDrop, deleteReminder, updateReminder } from '../../reminders';
import { readOfferAnswer, type OfferAnswer } from '../domain/reply-offer-answer';
import { replyAnswers } from '../domain/reply-answers';
import type { RepliesPorts } from '../replies-ports';
import { editKeeping } from './change-reminder-by-text';

type AnswerOfferDeps = Pick<RepliesPorts, 'users' | 'reminders' | 'nagRecords' | 'scheduler' | 'clock'>;

/** The answer text, and the reminder it is about. */
interface OfferReply {
  text: string;
  reminderId: string;
  /** What the text was read as (for the reply's metric and log). */
  answer: OfferAnswer['kind'];
}

/**
 * The reminder whose offer a text answers: the one whose nag it replies to (when the provider says), else the most
 * recent offer. Only offers still within their days count, open or closed (an answer to one an edit closed is told so).
 */
async function offeredReminder(
  deps: AnswerOfferDeps,
  user: User,
  inReplyTo: string | undefined,
  now: Date,
): Promise<Reminder | null> {
  const offered = (await deps.reminders.listForUser(user.id)).filter((r) => recentOffer(r, now));
  if (offered.length <= 1) return offered[0] ?? null;
  const nag = inReplyTo ? await deps.nagRecords.findByProviderMessageId(inReplyTo) : null;
  const answered = nag?.userId === user.id ? offered.find((r) => r.id === nag.reminderId) : undefined;
  return answered ?? offered.sort((a, b) => b.offer!.at.localeCompare(a.offer!.at))[0]!;
}

/**
 * Where MOVE starts the reminder's series: the named day for a weekly one (the spec's weekly, or a custom weekly rule
 * whose one day becomes that day's), else its current occurrence's date (an
 * occurrence of the series, so its rule and interval are kept; never its first date, which may lie too far back for
 * an edit). A monthly reminder past the 28th keeps its first date, whose day of the month it keeps.
 */
function moveStart(reminder: Reminder, date: string | undefined): string {
  if (date) return date;
  if (reminder.repeat === 'monthly' && Number(reminder.anchorDate.slice(8, 10)) > 28) return reminder.anchorDate;
  return reminder.occurrenceDate;
}

/** What a change refused tells the person (a time passed, the horizon); a failure that is not ours to answer is thrown. */
function refusal(error: unknown): string | null {
  if (!(error instanceof DomainError) || error.code === 'internal') throw error;
  return error.code === 'conflict' || error.code === 'not_found' ? null : error.message;
}

async function move(
  deps: AnswerOfferDeps,
  user: User,
  reminder: Reminder,
  answer: Extract<OfferAnswer, { kind: 'move' }>,
  by: string,
  now: Date,
): Promise<string> {
  const suggestion = suggestedMoveTime(reminder.wallTime);
  const here = zoneWhereTheyAre(user, now);
  const zone = readingZone(reminder, user, now, reminder.occurrenceAt);
  // The time is said where the person is: on another clock it is the same instant on its current occurrence's day.
  const current = instantToWallTime(new Date(reminder.occurrenceAt), here);
  const time = answer.time ? sameInstantIn({ date: current.date, time: answer.time }, here, zone).time : null;
  // A day moves a weekly reminder's day (one BYDAY replaced); several days are not guessed at: which, is asked.
  const day = answer.date ? moveToDay(reminder, answer.date) : null;
  if (day?.kind === 'time_only') return replyAnswers.offerMoveTimeOnly(reminder.task, suggestion);
  if (day?.kind === 'which_day') return replyAnswers.offerMoveWhichDay(reminder.task, day.days, suggestion);
  const input = {
    ...editKeeping(reminder, {
      scheduledDate: moveStart(reminder, answer.date),
      scheduledTime: time ?? reminder.wallTime,
    }),
    ...(day?.recurrence ? { recurrence: day.recurrence } : {}),
  };
  try {
    const moved = await updateReminder(deps, user.id, reminder.id, input, { offerAt: reminder.offer!.at, by });
    const quiet = { start: user.quietHoursStart, end: user.quietHoursEnd };
    const firstText = new Date(moved.scheduledTime);
    if (!isInQuietHours(firstText, quiet, here)) return replyAnswers.offerMoved(moved, undefined, here);
    const held = clockReading(reminder, user, now).holdFirstText;
    const firstAt = held ? undefined : instantToWallTime(firstText, here).time;
    return replyAnswers.offerMoved(moved, { end: quiet.end, ...(firstAt ? { firstAt } : {}) }, here);
  } catch (error) {
    return refusal(error) ?? replyAnswers.offerChangedSince(reminder.task);
  }
}

async function easier(deps: AnswerOfferDeps, user: User, reminder: Reminder, by: string): Promise<string> {
  const style = reminder.nagStyle ?? user.nagStyle;
  if (style === 'gentle' && !reminder.nagEveryMinutes)
    return replyAnswers.offerAlreadyGentle(reminder.task, suggestedMoveTime(reminder.wallTime));
  // The gentle ladder's own gaps: a fixed "every N minutes" would keep the old pace.
  const input = editKeeping(reminder, {
    scheduledDate: reminder.occurrenceDate,
    scheduledTime: reminder.wallTime,
    pace: { nagStyle: 'gentle' },
  });
  try {
    await updateReminder(deps, user.id, reminder.id, input, { offerAt: reminder.offer!.at, by });
  } catch (error) {
    return refusal(error) ?? replyAnswers.offerChangedSince(reminder.task);
  }
  return replyAnswers.offerEasier(
    reminder.task,
    nagCap('gentle'),
    reminder.status === 'paused' ? reminder.ref : undefined,
  );
}

/** DROP: the first asks for the confirmation; the next one (another text) deletes as the web's delete does. */
async function drop(deps: AnswerOfferDeps, user: User, reminder: Reminder, by: string, now: Date): Promise<string> {
  const offer = reminder.offer!;
  if (!offer.dropAskedBy || offer.dropAskedBy === by) {
    const asked = await askToDrop(deps, user.id, reminder.id, offer.at, by, now);
    return asked ? replyAnswers.offerDropConfirm(reminder.task) : replyAnswers.offerChangedSince(reminder.task);
  }
  try {
    await deleteReminder(deps, user.id, reminder.id);
  } catch (error) {
    return refusal(error) ?? replyAnswers.offerChangedSince(reminder.task);
  }
  return replyAnswers.offerDropped(reminder.task);
}

/**
 * A text that answers the offer to renegotiate ("Reply MOVE 7pm, EASIER, or DROP"): acted on through the web's own
 * paths (the edit: schedule, recurrence and version; the delete), and answered. Null when the text is no such answer
 * or no offer of the user's is open (then it means what it always meant), so an ordinary reply costs no read here.
 * MOVE with no time or an impossible one gets a question; an offer closed by an edit says that change stands; a
 * retry of the text that answered answers again and changes nothing more.
 */
export async function answerOffer(
  deps: AnswerOfferDeps,
  user: User,
  sms: { body: string; providerMessageId: string; inReplyTo?: string },
  now: Date,
): Promise<OfferReply | null> {
  const here = zoneWhereTheyAre(user, now);
  if (!readOfferAnswer(sms.body, now, here)) return null;
  const reminder = await offeredReminder(deps, user, sms.inReplyTo, now);
  const answer = reminder && readOfferAnswer(sms.body, now, here, reminder.wallTime);
  if (!reminder || !answer) return null;
  const offer = reminder.offer!;
  const reply = (text: string): OfferReply => ({ text, reminderId: reminder.id, answer: answer.kind });
  if (offer.closed === 'edited') return reply(replyAnswers.offerChangedSince(reminder.task));
  const retried = offer.closed === 'answered' && offer.closedBy === sms.providerMessageId;
  if (retried && answer.kind === 'move') return reply(replyAnswers.offerMoved(toTask(reminder, user), undefined, here));
  if (retried && answer.kind === 'easier') return reply(replyAnswers.offerEasier(reminder.task, nagCap('gentle')));
  if (offer.closed) return null;
  const suggestion = suggestedMoveTime(reminder.wallTime);
  switch (answer.kind) {
    case 'move_invalid':
      return reply(replyAnswers.offerMoveQuestion(reminder.task, answer.reason, suggestion));
    case 'move':
      return reply(await move(deps, user, reminder, answer, sms.providerMessageId, now));
    case 'easier':
      return reply(await easier(deps, user, reminder, sms.providerMessageId));
    case 'drop':
      return reply(await drop(deps, user, reminder, sms.providerMessageId, now));
  }
}
