import { ELLIPSIS, fitTaskToOneSegment, toGsmTask } from '../../texting/domain/fit-task';
import { smsSegments } from '../../texting/domain/sms-segments';
import {
  dayAndTimeText,
  isSameLocalDay,
  timeText,
  wallDayAndTimeText,
  wallTimeText,
} from '../../texting/domain/local-time-text';
import { describeRrule } from '#shared/recurrence/describe-rrule';
import { zoneCity } from '#shared/timezones';
import type { ReminderClock } from '#shared/vocabulary';
import { instantToWallTime } from '../../kernel/wall-time';
import { parseRrule, type Weekday } from '#shared/recurrence/rrule';
import {
  PAUSE_MAX_MINUTES,
  PAUSE_MIN_MINUTES,
  SNOOZE_MAX_MINUTES,
  SNOOZE_MIN_MINUTES,
  type WhenProblem,
} from './parse-reply';
import { TEXT_REMINDERS_PER_DAY, UNDO_MINUTES } from './text-reminder-rules';
import { SITE_NAME, SUPPORT_EMAIL } from './support-contact';

/** The next occurrence of a recurring reminder, named in the owner's zone. */
export interface NextOccurrence {
  at: Date;
  zone: string;
}

/** "3:45 PM" when it is on the same local day as `now`, else "Tue Nov 24, 9:00 AM". */
const timeOrDayAndTime = (at: Date, zone: string, now?: Date) =>
  now && isSameLocalDay(now, at, zone) ? timeText(at, zone) : dayAndTimeText(at, zone);

const bounds = (min: number, max: number) => `${min} minute${min === 1 ? '' : 's'} to ${max / 1440} days`;
const SHORT_DAY: Record<Weekday, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};
const PROBLEM_LEAD: Record<WhenProblem, string> = {
  too_short: 'That is too short. ',
  too_long: 'That is too long. ',
  in_past: 'That time has passed. ',
  unreadable: "Sorry, I couldn't read that time. ",
};

/** A task as one line of the LIST text: GSM-7 only and at most this long. */
const LIST_TASK_CHARS = 40;
const LIST_MAX_SEGMENTS = 2;
const listTask = (task: string) => {
  const chars = [...toGsmTask(task)];
  if (chars.length === 0) return ELLIPSIS;
  if (chars.length <= LIST_TASK_CHARS) return chars.join('');
  const cut = chars.slice(0, LIST_TASK_CHARS - ELLIPSIS.length).join('');
  // Cut at a word boundary when one is near the end.
  const space = cut.lastIndexOf(' ');
  return `${(space >= LIST_TASK_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}${ELLIPSIS}`;
};

/** The open reminders with their references, as many as two segments hold, then "+N more". */
function openRemindersText(open: ReadonlyArray<{ ref: string; task: string }>, nothingOpen: string): string {
  const first = open[0];
  if (!first) return nothingOpen;
  const lines = open.map((r) => `#${r.ref} ${listTask(r.task)}`);
  const build = (shown: number) =>
    [
      'Open reminders:',
      ...lines.slice(0, shown),
      ...(shown < lines.length ? [`+${lines.length - shown} more`] : []),
      `Reply DONE ${first.ref} or SNOOZE ${first.ref} 1H.`,
    ].join('\n');
  let shown = 0;
  while (shown < lines.length && smsSegments(build(shown + 1)) <= LIST_MAX_SEGMENTS) shown += 1;
  return build(shown);
}

/** A reminder added by text: its reference, task, and first wall date and time (or its rule) in the owner's zone. */
export interface AddedReminder {
  ref: string;
  task: string;
  localDate: string;
  localTime: string;
  recurrence?: string;
  /** Hours before each occurrence its heads-up goes; null or absent: none. */
  headsUpHours?: number | null;
  /** A deadline window's days before each deadline; null or absent: none. */
  windowDays?: number | null;
  /** A fixed instant's zone ("at 3pm New York time"); null or absent: it follows the person. */
  clockZone?: string | null;
  /** Which clock it follows; a where-I-am reminder's time is never named as another zone's. */
  clock?: ReminderClock;
  /** The zone its wall time is read in now (home, the trip's, or the fixed one); absent: the person's own. */
  timezone?: string;
  /** Its first instant (ISO): what "your time" is read from. */
  scheduledTime?: string;
}

/**
 * Which clock the time is on, when that is not simply the person's: " New York time" for a fixed instant, " home time"
 * for one on home time while they are away, each with " (12:00 PM your time)" when `yourZone` reads it differently;
 * '' for a reminder whose time is where the person is.
 */
function clockWordsOf(added: AddedReminder, yourZone: string | undefined): string {
  const onHomeTime = added.clock !== 'where_i_am' && yourZone && added.timezone !== yourZone;
  const zone = added.clockZone ?? (onHomeTime ? added.timezone : undefined);
  if (!zone) return '';
  const at = added.scheduledTime ? new Date(added.scheduledTime) : null;
  const yours = yourZone && yourZone !== zone && at ? ` (${yourTimeOf(added, at, yourZone)} your time)` : '';
  return ` ${added.clockZone ? `${zoneCity(zone)} time` : 'home time'}${yours}`;
}

/** "12:00 PM"; on another day, "Wed Nov 25, 7:00 AM", or for a repeat "7:00 AM the next day" ("the day before"). */
function yourTimeOf(added: AddedReminder, at: Date, yourZone: string): string {
  const day = instantToWallTime(at, yourZone).date;
  if (day === added.localDate) return timeText(at, yourZone);
  if (!added.recurrence) return dayAndTimeText(at, yourZone);
  return `${timeText(at, yourZone)} ${day > added.localDate ? 'the next day' : 'the day before'}`;
}

/** ", a text a day from 6 days before", ", a text the day before"; '' for none. */
function windowOf(days: number | null | undefined): string {
  if (!days) return '';
  return days === 1 ? ', a text the day before' : `, a text a day from ${days} days before`;
}

/** ", heads-up the day before", ", heads-up 3 hours before", ", heads-up 2 days before"; '' for none. */
function headsUpOf(hours: number | null | undefined): string {
  if (!hours) return '';
  if (hours === 24) return ', heads-up the day before';
  if (hours % 24 === 0) return `, heads-up ${hours / 24} days before`;
  return hours === 1 ? ', heads-up an hour before' : `, heads-up ${hours} hours before`;
}

/** "Tue Nov 24 6:00 PM", or for a repeat its words and time: "every weekday 7:30 AM", "every Monday 7:00 AM". */
function firstTimeOf(added: AddedReminder): string {
  const rule = added.recurrence ? parseRrule(added.recurrence, added.localDate) : null;
  if (!rule?.ok) return wallDayAndTimeText(added.localDate, added.localTime);
  const words = describeRrule(rule.rule, added.localDate).replace(/^Every week on /, 'Every ');
  return `${words.charAt(0).toLowerCase()}${words.slice(1)} ${wallTimeText(added.localDate, added.localTime)}`;
}

/** The answers to replies (DONE, SNOOZE, LIST, STOP, HELP...) and to reminders added by text: one text per reply, one segment each (LIST at most two). */
export const replyAnswers = {
  // ---- Answers to replies: one text per reply, one segment each (LIST at most two) ----
  /** DONE: praise, and for a recurring reminder when the next one comes. A long task is shortened with "...". */
  doneConfirmation: (task: string, next: NextOccurrence | null) =>
    fitTaskToOneSegment(
      (t) => `Nice work! "${t}" is done.${next ? ` Next one: ${dayAndTimeText(next.at, next.zone)}` : ''}`,
      task,
    ),
  /** DONE to a household chore another member had done first: who did it, and nothing changed. */
  choreAlreadyDone: (doerName: string, task: string) =>
    fitTaskToOneSegment((t) => `${doerName} took care of "${t}" first. No more texts about it this time.`, task),
  /** SKIP: this occurrence only; a recurring reminder goes on to its next. */
  skipped: (task: string, next: NextOccurrence | null) =>
    fitTaskToOneSegment(
      (t) =>
        next
          ? `Skipped "${t}" this time. Next one: ${dayAndTimeText(next.at, next.zone)}`
          : `Skipped "${t}". No more texts for it.`,
      task,
    ),
  /**
   * SNOOZE: which reminder, until when (time alone when `now` is the same local day), and either how to choose another
   * time or, when the snooze ends inside quiet hours, when its text really comes (`textAt`).
   */
  snoozedUntil: (task: string, until: Date, zone: string, now?: Date, textAt?: Date) =>
    fitTaskToOneSegment(
      (t) =>
        `Snoozed '${t}' until ${timeOrDayAndTime(until, zone, now)}. ${
          textAt
            ? `That's in your quiet hours, so I'll text at ${timeOrDayAndTime(textAt, zone, now)}.`
            : 'Reply "SNOOZE 2H" or "SNOOZE UNTIL 6PM" for another time.'
        }`,
      task,
    ),
  /** "later" or a bare SNOOZE while a longer snooze runs: it stays, and how to shorten it on purpose. */
  stillSnoozed: (task: string, until: Date, zone: string, now?: Date) =>
    fitTaskToOneSegment(
      (t) =>
        `'${t}' stays snoozed until ${timeOrDayAndTime(until, zone, now)}. Reply "SNOOZE 10M" for a shorter snooze.`,
      task,
    ),
  /** SNOOZE to a reminder whose current occurrence has not texted yet: nothing changes; when its first text comes. */
  notTextedYet: (task: string, firstText: Date | null, zone: string, now?: Date) =>
    fitTaskToOneSegment(
      (t) =>
        `'${t}' hasn't texted you yet, so there is nothing to put off.${
          firstText ? ` It texts first at ${timeOrDayAndTime(firstText, zone, now)}.` : ''
        }`,
      task,
    ),
  /** SNOOZE without a reference while no open reminder has texted: nothing changes. */
  nothingToSnooze: () =>
    'None of your reminders has texted you yet, so there is nothing to put off. Reply LIST to see them.',
  /** A SNOOZE outside 1 minute to 7 days, in the past, or unreadable. */
  snoozeOutOfBounds: (reason?: WhenProblem) =>
    `${reason ? PROBLEM_LEAD[reason] : ''}A snooze can be ${bounds(SNOOZE_MIN_MINUTES, SNOOZE_MAX_MINUTES)}. Reply "SNOOZE 30M", "SNOOZE 2H" or "SNOOZE UNTIL 6PM".`,
  paused: (until: Date, zone: string, now?: Date) =>
    `Paused: no reminder texts until ${timeOrDayAndTime(until, zone, now)}. Reply RESUME to get them sooner.`,
  /** A PAUSE outside 1 minute to 30 days, in the past, or unreadable. */
  pauseOutOfBounds: (reason?: WhenProblem) =>
    `${reason ? PROBLEM_LEAD[reason] : ''}A pause can be ${bounds(PAUSE_MIN_MINUTES, PAUSE_MAX_MINUTES)}. Reply "PAUSE 3H" or "PAUSE UNTIL MONDAY".`,
  /** RESUME 4 on a reminder paused after ignored days. */
  reminderResumed: (task: string, next: NextOccurrence | null) =>
    fitTaskToOneSegment(
      (t) =>
        next
          ? `Resumed '${t}'. Next one: ${dayAndTimeText(next.at, next.zone)}`
          : `'${t}' has no more dates, so there is nothing to resume.`,
      task,
    ),
  notPaused: (task: string, ref: string) =>
    fitTaskToOneSegment((t) => `'${t}' (#${ref}) isn't paused. Reply LIST to see your reminders.`, task),
  noSuchReminder: (ref: string) => `I can't find #${ref}. Reply LIST to see yours.`,
  /** "ok", "thanks", 👍 after a nag, the first time: how to finish it. */
  howToFinish: (task: string) => fitTaskToOneSegment((t) => `Reply DONE when '${t}' is done, or SNOOZE 1H.`, task),
  /** A text that may or may not mean DONE: one question rather than a guess. */
  didYouMeanDone: (task: string) =>
    fitTaskToOneSegment((t) => `Did you mean DONE for '${t}'? Reply DONE or SNOOZE.`, task),
  /** DELETE 2 / cancel 2 by text. */
  reminderDeletedByText: (ref: string, task: string) =>
    fitTaskToOneSegment((t) => `Deleted #${ref} ${t}. No more texts for it.`, task),
  /**
   * "2 at 7pm", "move 2 to tomorrow 9am": where it moved (a repeating one says its rule). `yourZone`: where the
   * person is, named beside a time on another clock (see clockWordsOf).
   */
  reminderMovedByText: (moved: AddedReminder, yourZone?: string) =>
    fitTaskToOneSegment(
      (t) => `Moved #${moved.ref} ${t} to ${firstTimeOf(moved)}${clockWordsOf(moved, yourZone)}.`,
      moved.task,
    ),
  /** A move whose new time could not be used. */
  moveRefused: (ref: string, reason: WhenProblem) =>
    `${PROBLEM_LEAD[reason]}Reply "${ref} at 7pm" or "move ${ref} to tomorrow 9am".`,
  // ---- Answers to the offer to renegotiate ("It has slipped twice. Reply MOVE 7pm, EASIER, or DROP."): one segment each ----
  /**
   * MOVE: where it moved, and when the new time is inside quiet hours where the person is, when it really texts:
   * `quiet.firstAt` ('HH:MM' where they are) its first text at the time chosen, repeats from `quiet.end`; without
   * `firstAt` (a home-time reminder while away) nothing before `quiet.end`. `yourZone`: see clockWordsOf.
   */
  offerMoved: (moved: AddedReminder, quiet?: { end: string; firstAt?: string }, yourZone?: string) =>
    fitTaskToOneSegment((t) => {
      const at = (time: string) => wallTimeText(moved.localDate, time);
      const when = quiet?.firstAt ? `${at(quiet.firstAt)}, repeats from ${at(quiet.end)}` : quiet && at(quiet.end);
      const note = quiet ? ` That's in your quiet hours: I'll text at ${when}.` : '';
      return `Moved '${t}' to ${firstTimeOf(moved)}${clockWordsOf(moved, yourZone)}.${note}`;
    }, moved.task),
  /** MOVE with no time, or one that cannot be used: a question, nothing changed. */
  offerMoveQuestion: (task: string, reason: WhenProblem | 'missing', suggestion: string) =>
    fitTaskToOneSegment(
      (t) =>
        `${reason === 'missing' ? '' : PROBLEM_LEAD[reason]}What time should '${t}' move to? Reply e.g. MOVE ${suggestion}.`,
      task,
    ),
  /**
   * MOVE with a day, for a weekly reminder on several days: which of them should move is not guessed (nor are they
   * all made one); the answer names its days, says where days change, and that MOVE with a time moves them all.
   */
  offerMoveWhichDay: (task: string, days: readonly Weekday[], suggestion: string) =>
    fitTaskToOneSegment(
      (t) =>
        `'${t}' is on ${days.map((d) => SHORT_DAY[d]).join(', ')}: which day? Change days on the web, or reply e.g. MOVE ${suggestion} for all.`,
      task,
    ),
  /** MOVE with a day, for a reminder that does not repeat weekly: it takes a time only. */
  offerMoveTimeOnly: (task: string, suggestion: string) =>
    fitTaskToOneSegment((t) => `'${t}' isn't weekly, so MOVE takes a time only. Reply e.g. MOVE ${suggestion}.`, task),
  /** EASIER: the reminder is on the gentle ladder now (a paused one says how to bring it back). */
  offerEasier: (task: string, cap: number, resumeRef?: string) =>
    fitTaskToOneSegment(
      (t) =>
        `OK: '${t}' nags gently now, at most ${cap} texts a day.${resumeRef ? ` Reply RESUME ${resumeRef} to bring it back.` : ''}`,
      task,
    ),
  /** EASIER for a reminder already on the gentle ladder: nothing changed, the other ways out. */
  offerAlreadyGentle: (task: string, suggestion: string) =>
    fitTaskToOneSegment((t) => `'${t}' already nags gently. Reply MOVE ${suggestion} or DROP.`, task),
  /** The first DROP: nothing is deleted until it is confirmed. */
  offerDropConfirm: (task: string) => fitTaskToOneSegment((t) => `Reply DROP again to delete '${t}'`, task),
  /** The second DROP: deleted, as the web's delete does. */
  offerDropped: (task: string) => fitTaskToOneSegment((t) => `Deleted '${t}'. No more texts for it.`, task),
  /** An answer to an offer after the reminder was changed (on the web, or by another text): that change stands. */
  offerChangedSince: (task: string) =>
    fitTaskToOneSegment((t) => `'${t}' was changed since I asked, so that change stands. I changed nothing.`, task),
  /** The one notice when a number has had its answers for the hour (a loop with another bot ends here). */
  answersPaused: (until: Date, zone: string, now?: Date) =>
    `You've sent a lot of texts, so I'll stop answering until ${timeOrDayAndTime(until, zone, now)}. Your reminders still come.`,
  /** RESUME while texts are not paused: they already come. */
  notPausedAccount: () => 'Your reminder texts are already on. Reply PAUSE 3H to pause them.',
  resumed: () => 'Resumed: your reminder texts are back on. Reply PAUSE 3H to pause them again.',

  // ---- Adding reminders by text: one segment each ----
  /**
   * A reminder added by text (with its heads-up, if any), and how to take it back. A long task is shortened with
   * "...". `yourZone`: where the person is, named beside a time on another clock ("3:00 PM New York time (12:00 PM
   * your time)").
   */
  textReminderAdded: (added: AddedReminder, yourZone?: string) => {
    const when = `${firstTimeOf(added)}${clockWordsOf(added, yourZone)}${headsUpOf(added.headsUpHours)}${windowOf(added.windowDays)}`;
    return fitTaskToOneSegment((t) => `Got it: #${added.ref} ${t}, ${when}. Reply UNDO to remove it.`, added.task);
  },
  /** A request without its time (or with two): the next text may name it. */
  askReminderTime: (task: string) =>
    fitTaskToOneSegment((t) => `When should I remind you to ${t}? e.g. 6pm or tomorrow 9am`, task),
  textReminderRemoved: (ref: string, task: string) => fitTaskToOneSegment((t) => `Removed #${ref} ${t}.`, task),
  /** TZ <place>: the same words whether it changed the zone or it was already that one (a retry reads as the first try). */
  homeZoneSet: (name: string) =>
    `Got it: your home time zone is ${name}. Your reminders text at their set times there.`,
  /** TZ <place> naming no zone: nothing changes. */
  homeZoneUnknown: (place: string) =>
    fitTaskToOneSegment(
      (p) => `I don't know the time zone "${p}", so nothing changed. Reply TZ and a city, like TZ London or TZ Denver.`,
      place,
    ),
  /** TZ alone. */
  homeZoneNow: (name: string) =>
    `Your home time zone is ${name}. To change it, reply e.g. TZ London. Away? Reply e.g. "in Tokyo until Fri", then BACK when home.`,
  nothingToUndo: () => `Nothing to undo: UNDO works for ${UNDO_MINUTES} minutes after a reminder is added by text.`,
  textRemindersDailyLimit: () => `That's ${TEXT_REMINDERS_PER_DAY} reminders by text today. Add more on the website.`,
  /** To a user without an active subscription or trial (at most once a day: the caller's rule). */
  textRemindersNeedSubscription: () =>
    `NagText: adding reminders by text needs an active subscription or trial. Start one at ${SITE_NAME}.`,

  /** LIST: the open reminders with their references, at most two GSM-7 segments ("+N more" for the rest). */
  list: (open: ReadonlyArray<{ ref: string; task: string }>) => openRemindersText(open, replyAnswers.nothingOpen()),
  nothingOpen: () => 'You have no open reminders right now, so there is nothing to mark done or snooze.',
  /** The one confirmation of an opt-out (carrier rules): names the service and how to come back. */
  optedOut: () => "NagText: you're unsubscribed and will get no more texts from us. Reply START to resume.",
  optedIn: () =>
    "NagText: you're subscribed to reminder texts again. Msg frequency varies. Msg & data rates may apply. Reply HELP for help, STOP to opt out.",
  /**
   * HELP, answered every time from every state (CTIA): the brand, what we send, the support contact and STOP. This
   * one to an account's number, with the commands its texts take.
   */
  help: () =>
    `NagText reminder texts: reply DONE, SNOOZE 30M, SKIP, LIST, PAUSE 3H, RESUME, TZ. STOP to opt out. Msg & data rates may apply. Help: ${SUPPORT_EMAIL}`,
  /** HELP from a number that replied STOP (an account's, a buddy's or any other): how to come back. */
  helpOptedOut: () =>
    `NagText sends reminder texts. You replied STOP, so we text you nothing. Reply START to get them again. Help: ${SUPPORT_EMAIL}`,
  /** HELP from a number no active account uses (and no buddy ask names): what NagText is. */
  helpNoAccount: () =>
    `NagText texts reminders that nag until done, to people who sign up at ${SITE_NAME}. Msg & data rates may apply. Help: ${SUPPORT_EMAIL}. STOP to opt out.`,
  /** START from a number without an account that had replied STOP. */
  optedInNumber: () =>
    "NagText: you can get texts from us again. We text this number only if you sign up or agree to be a friend's buddy. Reply HELP for help, STOP to opt out.",
  /** Anything else (at most once an hour per number: the caller's rule, so two bots never loop). */
  didNotUnderstand: () => "Sorry, I didn't get that. Reply DONE, SNOOZE 30M or HELP.",
  /** A text from a number with no account (at most once a day: the caller's rule). A sign-up address too long for one segment gives way to the site name. */
  unknownNumber: (signUpAt: string = SITE_NAME) => {
    const hint = (at: string) =>
      `NagText: no account uses this number. Sign up at ${at} for texts that nag until it's done. Reply STOP to opt out.`;
    return smsSegments(hint(signUpAt)) === 1 ? hint(signUpAt) : hint(SITE_NAME);
  },
} as const;
