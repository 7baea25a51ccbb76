import { toE164 } from '#shared/phone';
import { answerDigest } from '../domain/answer-digest';
import { ECHO_WINDOW_HOURS, isEchoOf } from '../domain/echo';
import { parseReply, type ParsedReply } from '../domain/parse-reply';
import type { Reminder } from '../../reminders/domain/reminder';
import { replyAnswers } from '../domain/reply-answers';
import { answerableOf, openList, targetOf } from './subscriber-reminders';
import type { User } from '../../users/domain/user';
import type { RepliesPorts } from '../replies-ports';
import { SmsSendError } from '../../texting/ports/sms-sender';
import { reconcileUserNags, recordDone, resumeReminder } from '../../reminders';
import { recordInboundSms, type InboundSms } from './record-inbound-sms';
import { sendText, sendUserText } from '../../texting';
import { addReminderByText } from './add-reminder-by-text';
import { deleteByText, moveByText } from './change-reminder-by-text';
import { undoTextReminder } from './undo-text-reminder';
import { actOnReminder } from './act-on-reminder';
import { setHomeZoneByText } from './set-home-zone-by-text';
import { setQuietHoursByText } from './set-quiet-hours-by-text';
import { zoneWhereTheyAre } from '../../users/domain/travel';
import { travelByText } from './travel-by-text';
import { answerBuddyText, optOutAsBuddy, type BuddyReplyOutcome } from './answer-buddy';
import { answerPersonText, type AnswerPersonDeps, type PersonReplyOutcome } from './answer-person';
import { answerLinkCommand, type LinkCommandDeps, type LinkOutcome } from './link-commands';
import { parseLinkCommand } from '../../people/domain/invite-code';
import { answerHelp, startNumber, stopNumber } from './number-keywords';
import { answerOffer } from './answer-offer';
import type { OfferAnswer } from '../domain/reply-offer-answer';
import { cancelRecoveryByOldNumber, isNo, type CancelDeps } from '../../recovery';
import { recoveryTexts } from '../../recovery/domain/recovery-texts';

export type HandleReplyDeps = LinkCommandDeps &
  AnswerPersonDeps &
  CancelDeps &
  Pick<RepliesPorts, 'users' | 'reminders' | 'nagRecords' | 'scheduler' | 'oncePerWindow' | 'rateLimiter' | 'metrics'>;

export interface InboundReply extends InboundSms {
  /** The id of the text this one answers, when the provider knows it (two-way SMS previousPublishedMessageId). */
  inReplyTo?: string;
}

export type ReplyOutcome =
  | { kind: 'duplicate' }
  | { kind: 'invalid_sender' }
  /** From a number no account uses and no buddy link names; `reply` when it was STOP, START or HELP. */
  | { kind: 'unknown_sender'; answered: boolean; reply?: 'opt_out' | 'opt_in' | 'help' }
  /** From a number with a live link (it joined somebody's invite): STOP, HELP or anything else, as a buddy. */
  | BuddyReplyOutcome
  /** From a number that joined someone's reminders (no account of its own): DONE, SNOOZE, LIST, HELP... on those. */
  | PersonReplyOutcome
  /** JOIN <code> or LEAVE from any number, INVITE from an account's. */
  | LinkOutcome
  | {
      kind: 'handled';
      userId: string;
      reply: ParsedReply['kind'] | 'reminder_request' | 'echo' | 'recovery_cancelled' | `offer_${OfferAnswer['kind']}`;
      answered: boolean;
    };

const HOUR = 3600;
const DAY = 24 * HOUR;
/** How long an inbound message id is remembered: longer than any redelivery by SNS and Lambda's retries. */
const REDELIVERY_WINDOW = 14 * DAY;

/** What to answer and, when the reply acted on one reminder, which (an answer is repeated at most once an hour). */
interface Answer {
  text: string;
  reminderId?: string;
  /** It confirms a reminder just added (its number is what UNDO needs): it goes even while answers are capped. */
  confirmsCreation?: boolean;
}

const isOpen = (r: Reminder) => r.status !== 'done';

/**
 * Whether the text is one of ours coming back (an auto-responder, a bot answering with an older text of ours): any
 * text we sent this number in the last day, and the one it answers. Our own words ("Reply DONE...") must never be
 * read as the user's command, or an echoing bot would close reminders and loop with us.
 */
async function echoesOurText(
  deps: HandleReplyDeps,
  user: User,
  body: string,
  inReplyTo: string | undefined,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - ECHO_WINDOW_HOURS * HOUR * 1000).toISOString();
  const recent = (await deps.messages.listSince(user.id, since)).filter((m) => m.direction === 'outbound');
  const ours = recent.map((m) => m.body);
  // The text it answers is usually among those; only an older one needs its own read.
  const answeredIsRecent = recent.some((m) => m.providerMessageId === inReplyTo);
  const answered = inReplyTo && !answeredIsRecent ? await deps.messages.findByProviderMessageId(inReplyTo) : null;
  if (answered?.userId === user.id) ours.push(answered.body);
  return isEchoOf(body, ours);
}

/**
 * Acts on a parsed reply (STOP, START and HELP are the number's: read before, see answerKeyword); returns the one
 * text to answer with, or null for none.
 */
async function act(
  deps: HandleReplyDeps,
  user: User,
  reply: ParsedReply,
  sms: Pick<InboundReply, 'inReplyTo' | 'providerMessageId'>,
): Promise<Answer | null> {
  const now = deps.clock.now();
  switch (reply.kind) {
    case 'undo':
      return { text: await undoTextReminder(deps, user, sms.providerMessageId, now) };
    case 'list':
      return { text: openList(await answerableOf(deps, user)) };
    case 'home_zone':
      return { text: await setHomeZoneByText(deps, user, reply.place) };
    case 'quiet':
    case 'quiet_invalid':
      return { text: await setQuietHoursByText(deps, user, reply) };
    case 'travel':
    case 'travel_unknown':
    case 'travel_until_unreadable':
    case 'travel_back':
      return { text: await travelByText(deps, user, reply) };
    case 'resume':
      if (reply.ref) return resumeOne(deps, user, reply.ref, now);
      return { text: await actOnPause(deps, user, reply, now) };
    case 'pause':
    case 'pause_invalid':
      return { text: await actOnPause(deps, user, reply, now) };
    case 'snooze_invalid':
      return { text: replyAnswers.snoozeOutOfBounds(reply.reason) };
    case 'delete':
      return deleteByText(deps, user, reply.ref);
    case 'move':
      return moveByText(deps, user, reply.ref, {
        ...(reply.date ? { date: reply.date } : {}),
        ...(reply.time ? { time: reply.time } : {}),
      });
    case 'move_invalid':
      return { text: replyAnswers.moveRefused(reply.ref, reply.reason) };
    case 'ack':
    case 'unsure_done':
      return answerUnclear(deps, user, reply, sms.inReplyTo, now);
    case 'unknown':
      return hintOnce(deps, user, now);
    case 'opt_out':
    case 'opt_in':
    case 'help':
      // The number's words, answered before this (answerKeyword).
      return null;
    default:
      break;
  }

  const answerable = await answerableOf(deps, user);
  const earlier = answerable.find(({ reminder }) => reminder.closedByReply?.messageId === sms.providerMessageId);
  if (earlier) return finishEarlierTry(deps, earlier.owner, earlier.reminder);
  const target = await targetOf(deps, user, answerable, reply, sms.inReplyTo);
  if (!target && reply.kind === 'snooze' && answerable.some(({ reminder }) => isOpen(reminder)))
    return { text: replyAnswers.nothingToSnooze() };
  // Times are named where the person is reading them.
  const at = { now, zone: zoneWhereTheyAre(user, now), messageId: sms.providerMessageId };
  const chore = target && {
    memberId: target.memberId,
    ...(target.nagOccurrence ? { occurrenceDate: target.nagOccurrence } : {}),
  };
  const done = target ? await actOnReminder(deps, target.owner, reply, target.reminder, at, chore ?? undefined) : null;
  // Nothing open by that name (or it was closed meanwhile): the open ones and their references, never a guess.
  return done ? { text: done, reminderId: target!.reminder.id } : { text: openList(await answerableOf(deps, user)) };
}

/** Two bots answering each other must never loop: one "didn't get that" an hour per number. */
const hintOnce = async (deps: HandleReplyDeps, user: User, now: Date): Promise<Answer | null> =>
  (await deps.oncePerWindow.claim(`hint#${user.id}`, now, HOUR)) ? { text: replyAnswers.didNotUnderstand() } : null;

/**
 * "ok", "thanks", 👍 after a nag: how to finish it, the first time for that occurrence (then silence). A text that
 * may or may not mean DONE ("I think I did"): one question rather than a guess. With nothing open, the hint.
 */
async function answerUnclear(
  deps: HandleReplyDeps,
  user: User,
  reply: Extract<ParsedReply, { kind: 'ack' | 'unsure_done' }>,
  inReplyTo: string | undefined,
  now: Date,
): Promise<Answer | null> {
  const found = await targetOf(
    deps,
    user,
    await answerableOf(deps, user),
    reply.kind === 'unsure_done' ? reply : { kind: reply.kind },
    inReplyTo,
  );
  if (!found) return reply.kind === 'ack' ? null : hintOnce(deps, user, now);
  const target = found.reminder;
  if (reply.kind === 'unsure_done') return { text: replyAnswers.didYouMeanDone(target.task), reminderId: target.id };
  const first = await deps.oncePerWindow.claim(`ack#${user.id}#${target.id}#${target.occurrenceDate}`, now, DAY);
  return first ? { text: replyAnswers.howToFinish(target.task), reminderId: target.id } : null;
}

/**
 * This same text closed an occurrence on an earlier try that failed after that: record the outcome (at most once)
 * and answer as that try would have, rather than closing the next occurrence too.
 */
async function finishEarlierTry(deps: HandleReplyDeps, user: User, reminder: Reminder): Promise<Answer> {
  const { occurrenceDate, occurrenceAt, outcome, at } = reminder.closedByReply!;
  await recordDone(
    deps,
    user,
    reminder.id,
    { occurrenceDate, occurrenceAt, nagStyle: reminder.nagStyle },
    new Date(at),
    'sms',
    outcome,
  );
  const next =
    reminder.status === 'done'
      ? null
      : { at: new Date(reminder.occurrenceAt), zone: zoneWhereTheyAre(user, new Date(at)) };
  const text =
    outcome === 'done' ? replyAnswers.doneConfirmation(reminder.task, next) : replyAnswers.skipped(reminder.task, next);
  return { text, reminderId: reminder.id };
}

/** RESUME 4: brings back a reminder paused after ignored days (one not paused is named as it is). */
async function resumeOne(deps: HandleReplyDeps, user: User, ref: string, now: Date): Promise<Answer> {
  const reminder = (await deps.reminders.listForUser(user.id)).find((r) => r.ref === ref);
  if (!reminder) return { text: replyAnswers.noSuchReminder(ref) };
  const resumed = await resumeReminder(deps, user, user.id, reminder.id, now);
  if (!resumed) return { text: replyAnswers.notPaused(reminder.task, ref), reminderId: reminder.id };
  const next =
    resumed.status === 'done' ? null : { at: new Date(resumed.occurrenceAt), zone: zoneWhereTheyAre(user, now) };
  return { text: replyAnswers.reminderResumed(reminder.task, next), reminderId: reminder.id };
}

async function actOnPause(deps: HandleReplyDeps, user: User, reply: ParsedReply, now: Date): Promise<string> {
  // A second RESUME (or one without a pause) says the texts already come, rather than repeating "Resumed".
  if (reply.kind === 'resume' && !(user.smsPausedUntil && Date.parse(user.smsPausedUntil) > now.getTime()))
    return replyAnswers.notPausedAccount();
  if (reply.kind === 'resume') {
    await deps.users.update(user.id, { smsPausedUntil: null }, now.toISOString());
    await reconcileUserNags(deps, user.id);
    return replyAnswers.resumed();
  }
  if (reply.kind === 'pause_invalid') return replyAnswers.pauseOutOfBounds(reply.reason);
  if (reply.kind !== 'pause') return replyAnswers.pauseOutOfBounds();
  const until = 'until' in reply ? reply.until : new Date(now.getTime() + reply.minutes * 60_000);
  await deps.users.update(user.id, { smsPausedUntil: until.toISOString() }, now.toISOString());
  // Nags already deferred to the end of an earlier, longer pause come back to their own times (and wait for this one).
  await reconcileUserNags(deps, user.id);
  return replyAnswers.paused(until, zoneWhereTheyAre(user, now), now);
}

/**
 * Whether an answer may go to this number now: at most 20 answers an hour (STOP and START confirmations and HELP have
 * their own rules: number-keywords). Whatever answers us automatically, we cannot be made to text a number without
 * bound. `take` books the answer; `check` only asks (for a text that has no answer of its own).
 */
async function answerCap(
  deps: HandleReplyDeps,
  user: User,
  mode: 'take' | 'check',
): Promise<'open' | { retryAfterSeconds: number }> {
  const decision = await deps.rateLimiter[mode]('answersPerNumber', user.phoneNumber);
  return decision.allowed ? 'open' : { retryAfterSeconds: decision.retryAfterSeconds };
}

/**
 * The first text refused an answer for the hour, whatever it was (one with an answer of its own, or one that would
 * have had none), gets the single notice of when answers resume; every later one until then gets nothing.
 */
async function capNotice(
  deps: HandleReplyDeps,
  user: User,
  capped: { retryAfterSeconds: number },
  now: Date,
): Promise<string | null> {
  if (!(await deps.oncePerWindow.claim(`answers-capped#${user.id}`, now, capped.retryAfterSeconds))) return null;
  const resumesAt = new Date(now.getTime() + capped.retryAfterSeconds * 1000);
  return replyAnswers.answersPaused(resumesAt, zoneWhereTheyAre(user, now), now);
}

/**
 * Sends the answer unless the same answer (about the same reminder) went to this user within the hour: whatever
 * an automatic responder sends back, the exchange dies out. Past the hour's answers, the first refused text gets the
 * notice instead, and a reminder just added is confirmed all the same. A text with no answer (null) or a repeated one
 * still gets the notice when it is the first refused. A text the provider will not take (rejected, or still
 * throttled after the retries) is kept as a failed Message, so it shows in the admin views rather than vanishing.
 */
async function sendAnswer(deps: HandleReplyDeps, user: User, answer: Answer | null, now: Date): Promise<boolean> {
  if (!answer) return sendNoticeIfCapped(deps, user, now);
  const once = `answer#${user.id}#${answerDigest(answer.reminderId ?? '', answer.text)}`;
  if (!(await deps.oncePerWindow.claim(once, now, HOUR))) return sendNoticeIfCapped(deps, user, now);
  const cap = await answerCap(deps, user, 'take');
  const text = cap === 'open' || answer.confirmsCreation ? answer.text : await capNotice(deps, user, cap, now);
  if (text === null) return false;
  return sendOrKeepFailed(deps, user, text, once);
}

/** A text that gets no answer of its own: the notice, if it is the first one refused this hour. */
async function sendNoticeIfCapped(deps: HandleReplyDeps, user: User, now: Date): Promise<boolean> {
  const cap = await answerCap(deps, user, 'check');
  if (cap === 'open') return false;
  const notice = await capNotice(deps, user, cap, now);
  return notice === null ? false : sendOrKeepFailed(deps, user, notice, null);
}

async function sendOrKeepFailed(
  deps: HandleReplyDeps,
  user: User,
  text: string,
  once: string | null,
): Promise<boolean> {
  try {
    return (await sendUserText(deps, user, text)).sent;
  } catch (error) {
    if (!(error instanceof SmsSendError)) {
      // Not sent: the retry of this text must be let through to answer.
      if (once) await deps.oncePerWindow.release(once);
      throw error;
    }
    await deps.messages.record({
      id: deps.ids.next(),
      userId: user.id,
      direction: 'outbound',
      from: 'NagText',
      to: user.phoneNumber,
      body: text,
      status: 'failed',
      receivedAt: deps.clock.now().toISOString(),
    });
    return false;
  }
}

/**
 * A text from a phone. It is recorded once (a redelivery with the same inbound id has no effect at all),
 * acted on, and answered with at most one text. STOP, START and HELP are the number's whatever account or link it
 * has: each STOP is confirmed and HELP always answered (number-keywords); otherwise an opted-out number gets
 * nothing back until START, and an unknown number gets a sign-up hint at most once a day.
 */
export async function handleReply(deps: HandleReplyDeps, sms: InboundReply): Promise<ReplyOutcome> {
  // The provider always gives E.164: anything else is not a phone we can name, and must not reach the account
  // whose number it merely resembles ("4155550123").
  if (toE164(sms.from) !== sms.from) return { kind: 'invalid_sender' };
  const now = deps.clock.now();
  // A redelivery carries the same inbound id but not always the same timestamp: the id alone decides.
  const claim = `inbound#${sms.providerMessageId}`;
  if (!(await deps.oncePerWindow.claim(claim, now, REDELIVERY_WINDOW))) return { kind: 'duplicate' };
  try {
    const outcome = await handleClaimedReply(deps, sms, now);
    const command =
      outcome.kind === 'handled'
        ? outcome.reply
        : outcome.kind === 'buddy' || outcome.kind === 'person'
          ? `${outcome.kind}_${outcome.reply}`
          : outcome.kind === 'link'
            ? `${outcome.command}_${outcome.result}`
            : outcome.kind;
    deps.metrics.count('Replies', { Command: command });
    return outcome;
  } catch (error) {
    // Failed part way: let the provider's retry of this same message through.
    await deps.oncePerWindow.release(claim);
    throw error;
  }
}

/**
 * The account's own record of a STOP (the number's opt-out is kept apart): its nags held, its consent to calls
 * withdrawn (a STOP revokes consent to calls as well as texts, 47 CFR 64.1200(a)(10); START brings texts back, not
 * calls: those take the consent again in Settings), its buddy links told.
 */
async function optOutAccount(deps: HandleReplyDeps, user: User): Promise<void> {
  await deps.users.update(user.id, { smsOptedOut: true, callConsentAt: null }, deps.clock.now().toISOString());
  await reconcileUserNags(deps, user.id);
  // STOP means the number: no buddy texts either, whoever named it.
  await optOutAsBuddy(deps, user.phoneNumber);
}

async function optInAccount(deps: HandleReplyDeps, user: User): Promise<void> {
  await deps.users.update(user.id, { smsOptedOut: false }, deps.clock.now().toISOString());
  await reconcileUserNags(deps, user.id);
}

/**
 * A text from a number no account uses: a buddy's (answer-buddy), else any number's. STOP opts it out (and is
 * confirmed), START undoes its STOP, HELP is answered; after STOP nothing else is, and otherwise a sign-up hint goes
 * at most once a day.
 */
async function fromNumberWithoutAccount(
  deps: HandleReplyDeps,
  sms: InboundReply,
  optedOut: boolean,
  now: Date,
): Promise<ReplyOutcome> {
  const command = parseLinkCommand(sms.body);
  if (command) {
    const linked = await answerLinkCommand(deps, sms, command, null, optedOut);
    if (linked?.kind === 'link') return linked;
  }
  const asPerson = await answerPersonText(deps, sms, optedOut);
  if (asPerson) return asPerson;
  const asBuddy = await answerBuddyText(deps, sms, optedOut);
  if (asBuddy) return asBuddy;
  const parsed = parseReply(sms.body, now, 'America/New_York');
  switch (parsed.kind) {
    case 'opt_out':
      return {
        kind: 'unknown_sender',
        reply: 'opt_out',
        answered: await stopNumber(deps, sms, replyAnswers.optedOut(), null, async () => undefined),
      };
    case 'help':
      return {
        kind: 'unknown_sender',
        reply: 'help',
        answered: await answerHelp(
          deps,
          sms,
          null,
          optedOut ? replyAnswers.helpOptedOut() : replyAnswers.helpNoAccount(),
        ),
      };
    case 'opt_in':
      if (optedOut)
        return {
          kind: 'unknown_sender',
          reply: 'opt_in',
          answered: await startNumber(deps, sms, replyAnswers.optedInNumber(), null, async () => undefined),
        };
      break;
    default:
      break;
  }
  // A sign-up hint at most once a day per number; nothing to a number that replied STOP.
  if (optedOut || !(await deps.oncePerWindow.claim(`unknown#${sms.from}`, now, DAY)))
    return { kind: 'unknown_sender', answered: false };
  try {
    await deps.sendPacer.acquire();
    await sendText(deps, { to: sms.from, body: replyAnswers.unknownNumber() });
  } catch (error) {
    // A number we do not text (another country, a blocked range) or a busy provider: no hint, and no error.
    if (!(error instanceof SmsSendError)) throw error;
    return { kind: 'unknown_sender', answered: false };
  }
  return { kind: 'unknown_sender', answered: true };
}

/** STOP, START and HELP from an account's number; null for any other reply. */
async function answerKeyword(
  deps: HandleReplyDeps,
  user: User,
  sms: InboundReply,
  reply: ParsedReply,
  optedOut: boolean,
): Promise<boolean | null> {
  switch (reply.kind) {
    case 'opt_out':
      return stopNumber(deps, sms, replyAnswers.optedOut(), user.id, () => optOutAccount(deps, user));
    case 'opt_in':
      return startNumber(deps, sms, replyAnswers.optedIn(), user.id, () => optInAccount(deps, user));
    case 'help':
      // A deactivated account's commands do nothing: what NagText is, and how to reach us.
      return answerHelp(
        deps,
        sms,
        user.id,
        !user.isActive ? replyAnswers.helpNoAccount() : optedOut ? replyAnswers.helpOptedOut() : replyAnswers.help(),
      );
    default:
      return null;
  }
}

async function handleClaimedReply(deps: HandleReplyDeps, sms: InboundReply, now: Date): Promise<ReplyOutcome> {
  // Already stored means an earlier try failed after storing it (its claim was given back): act on it now.
  const recorded = await recordInboundSms(deps, sms);
  // The number's own opt-out, whatever account or link it has (read once: every path below needs it).
  const numberOptedOut = await deps.optOuts.isOptedOut(sms.from);
  const user = recorded.kind === 'unknown_sender' ? null : await deps.users.get(recorded.userId);
  if (!user) return fromNumberWithoutAccount(deps, sms, numberOptedOut, now);
  // Our own words sent back are recorded (above) and nothing more: never obeyed, never answered.
  if (await echoesOurText(deps, user, sms.body, sms.inReplyTo, now))
    return { kind: 'handled', userId: user.id, reply: 'echo', answered: false };
  // "SNOOZE until 8am" is 8 AM where the person is.
  const reply = parseReply(sms.body, now, zoneWhereTheyAre(user, now));
  // The account's flag and the number's record say the same, but for a STOP from before numbers kept their own.
  const optedOut = numberOptedOut || user.smsOptedOut;
  const keyword = await answerKeyword(deps, user, sms, reply, optedOut);
  if (keyword !== null) return { kind: 'handled', userId: user.id, reply: reply.kind, answered: keyword };
  // NO while a recovery of the account waits stops it (the wait's text asked for it); otherwise NO reads as always.
  if (isNo(sms.body) && (await cancelRecoveryByOldNumber(deps, user)).kind === 'cancelled') {
    const cancelled = recoveryTexts.recoveryCancelled(now, zoneWhereTheyAre(user, now));
    const answered = !optedOut && (await sendAnswer(deps, user, { text: cancelled }, now));
    return { kind: 'handled', userId: user.id, reply: 'recovery_cancelled', answered };
  }
  // JOIN and LEAVE are the number's too (a JOIN after STOP is its own opt-in for that link); INVITE is the account's.
  const command = parseLinkCommand(sms.body);
  if (command && command.kind !== 'invite') {
    const linked = await answerLinkCommand(deps, sms, command, user, optedOut);
    if (linked?.kind === 'link') return linked;
  }
  // After STOP nothing goes to the number but the answers to STOP, START and HELP; a deactivated account gets nothing else.
  if (!user.isActive || optedOut) return { kind: 'handled', userId: user.id, reply: reply.kind, answered: false };
  if (command?.kind === 'invite') {
    const invited = await answerLinkCommand(deps, sms, command, user, optedOut);
    if (invited?.kind === 'invite') {
      const answered = await sendAnswer(deps, user, { text: invited.answer }, now);
      return {
        kind: 'link',
        command: 'invite',
        result: invited.answer.includes('JOIN') ? 'invited' : 'refused',
        answered,
      };
    }
  }
  // MOVE, EASIER or DROP in answer to an open offer to renegotiate (only then: otherwise read as always).
  const offered = await answerOffer(deps, user, sms, now);
  if (offered) {
    const answered = await sendAnswer(deps, user, { text: offered.text, reminderId: offered.reminderId }, now);
    return { kind: 'handled', userId: user.id, reply: `offer_${offered.answer}`, answered };
  }
  const request = await addReminderByText(deps, user, sms, reply, now);
  if (request) {
    const answered = await sendAnswer(deps, user, request.answer, now);
    return { kind: 'handled', userId: user.id, reply: 'reminder_request', answered };
  }
  const chosen = await act(deps, user, reply, sms);
  const answered = await sendAnswer(deps, user, chosen, now);
  return { kind: 'handled', userId: user.id, reply: reply.kind, answered };
}
