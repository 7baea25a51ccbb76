import { zoneOffsets } from '../../kernel/zone-offset';
import { zonedAt } from '../../kernel/zoned-time';
import { BEYOND_HORIZON_MESSAGE } from '../../reminders/domain/reminder-horizon';
import {
  findCue,
  hasPlainShape,
  isQuestion,
  isReplyOrOwnText,
  mayHaveCue,
  TASK_QUESTION_STARTERS,
  type Cue,
} from './reminder-request-gates';
import { HEADS_UP_RANGE_MESSAGE, headsUpInRange, readHeadsUp } from './reminder-request-heads-up';
import { readRepeat, type RepeatReading } from './reminder-request-repeat';
import { scheduleOnce, scheduleRepeat, type Clock, type Timing } from './reminder-request-schedule';
import { withTimeWords, tidyTask } from './reminder-request-task';
import { blankOut, canonicalTimeText, cleanText, wordsOf, type Span } from './reminder-request-text';
import { readWhen, type WhenReading } from './reminder-request-when';
import { readClockZone } from './reminder-request-zone';
import {
  DEFAULT_DEADLINE_TIME,
  keptWindow,
  readWindow,
  todayIn,
  windowInRange,
  WINDOW_RANGE_MESSAGE,
} from './reminder-request-window';

export type RefusalReason =
  | 'too_frequent'
  | 'in_past'
  | 'too_far'
  | 'task_missing'
  | 'task_too_long'
  | 'heads_up_out_of_range'
  | 'window_out_of_range';

export type ReminderRequestReading =
  /** `headsUpHours`: "remind me a day before" (1 to 72; absent: none). */
  | {
      kind: 'create';
      task: string;
      scheduledDate: string;
      scheduledTime: string;
      recurrence?: string;
      headsUpHours?: number;
      /** A deadline window's days before the deadline (reminder-request-window; absent: none). */
      windowDays?: number;
      /** "at 3pm New York time": the zone its time was said in, a fixed instant (absent: home time). */
      clockZone?: string;
    }
  /**
   * A request for a reminder whose time is missing ("remind me to call mom") or ambiguous ("at 6 or 7pm"). `when`:
   * the words it already read for the day and the repeat ("on the 1st of every month"), which the answer to the
   * question completes ("9am"); absent when it read none it can keep.
   */
  | { kind: 'ask_time'; task: string; when?: string }
  | { kind: 'refused'; reason: RefusalReason; message: string }
  /** Not a request for a reminder: chatter, a question, a reply command, our own text. */
  | null;

/** The longest task a reminder holds (the API's limit). */
export const TASK_MAX_CHARS = 500;
/** Longer texts are not read (chrono's work grows with the text): one with a cue is refused, any other is not a request. */
export const REQUEST_MAX_CHARS = 1_000;

export const REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  too_frequent: "The shortest repeat is daily. To be nagged more often, set the reminder's nagging on the dashboard.",
  in_past: 'That time has passed. When should I remind you?',
  too_far: `That is too far ahead. ${BEYOND_HORIZON_MESSAGE}`,
  task_missing: 'What should I remind you about? Say it with the time, like "remind me to call mom tomorrow at 6pm".',
  task_too_long: `That reminder is too long: keep the task to ${TASK_MAX_CHARS} characters.`,
  heads_up_out_of_range: HEADS_UP_RANGE_MESSAGE,
  window_out_of_range: WINDOW_RANGE_MESSAGE,
};

const refused = (reason: RefusalReason): ReminderRequestReading => ({
  kind: 'refused',
  reason,
  message: REFUSAL_MESSAGES[reason],
});

/** Ambiguous hours lean to the evening next to these words, to the morning next to those. */
const EVENING_WORDS = /\b(?:dinner|supper|tonight|evening|night|bedtime|bed)\b/i;
const MORNING_WORDS = /\b(?:breakfast|morning)\b/i;

/**
 * Reads a text asking for a reminder ("remind me to call mom tomorrow at 6pm", "take meds every day at 8am",
 * "dentist on friday at 2:30"), in the user's IANA zone at `now`. Pure and total: any string gives a reading,
 * never an exception; an unknown zone is read as UTC.
 *
 * - Which texts are requests: see reminder-request-gates (a cue, or the short "<task> <time>" shape; never a
 *   reply command, a question other than "can you remind me to...", chatter, or our own text).
 * - How times resolve: see reminder-request-schedule (ambiguous hours take their daytime reading; a repeat's
 *   date is its first occurrence still ahead).
 * - The task: see reminder-request-task (as typed, times and cue cut out).
 * - A heads-up ("remind me a day before", "heads up 3 hours before"): see reminder-request-heads-up; its phrase is
 *   read neither as a time nor as part of the task, and a request with one out of 1 to 72 hours is refused.
 * - A zone after the time ("at 3pm New York time", "3pm ET"): see reminder-request-zone; the time is read there,
 *   and the reading names it (`clockZone`: a fixed instant).
 *
 * null: not a request. ask_time: a request with a task but no time of day, or two of them. refused, in this
 * order: too_frequent (a repeat within a day), task_missing, task_too_long, in_past, too_far.
 */
export function parseReminderRequest(text: string, zone: string, now: Date): ReminderRequestReading {
  const window = typeof text === 'string' && text.length <= REQUEST_MAX_CHARS ? readWindow(text) : null;
  if (!window) return readRequest(text, zone, now);
  // A deadline window ("between the 25th and the 1st", "by Friday", "within 3 days of the 14th"): the rest is read
  // with its phrase said as the deadline's day; a deadline without a time of day is at 9:00 AM.
  let reading = readRequest(window.text, zone, now);
  if (reading?.kind === 'ask_time') {
    const timed = readRequest(`${window.text} at ${DEFAULT_DEADLINE_TIME}`, zone, now);
    // Only a time that was missing: an ambiguous one ("at 5 or 6") is asked, not read beside 9:00 AM.
    if (timed?.kind === 'create' && timed.task === reading.task) reading = timed;
  }
  // A question for the time (an ambiguous one: "by friday at 5 or 6") keeps the window for its answer, as a heads-up's
  // is kept: the answer is read with "by friday" again.
  if (reading?.kind === 'ask_time') {
    const when = keptWindow(window, reading.when);
    return when ? { ...reading, when } : reading;
  }
  if (reading?.kind !== 'create') return reading;
  const days = window.daysBefore(reading.scheduledDate, todayIn(reading.clockZone ?? zone, now));
  // "By today" is a deadline with no days before it: no window.
  if (days < 1) return reading;
  return windowInRange(days) ? { ...reading, windowDays: days } : refused('window_out_of_range');
}

function readRequest(text: string, zone: string, now: Date): ReminderRequestReading {
  const { text: clean, multiline } = cleanText(typeof text === 'string' ? text : '');
  if (!/[\p{L}\p{N}]/u.test(clean) || Number.isNaN(now.getTime())) return null;
  if (clean.length > REQUEST_MAX_CHARS)
    return mayHaveCue(clean.slice(0, 200)) && !isReplyOrOwnText(clean) ? refused('task_too_long') : null;
  if (isReplyOrOwnText(clean)) return null;

  const said = canonicalTimeText(clean);
  const headsUp = readHeadsUp(said);
  // Everything is read without the heads-up's phrase; "remind me" before its amount may stay as the cue.
  const withZone = headsUp ? blankOut(said, [headsUp.span]) : said;
  // "at 3pm New York time": the time is read in that zone, without its words.
  const zoneSaid = readClockZone(withZone);
  const words = zoneSaid ? blankOut(withZone, [zoneSaid.span]) : withZone;
  const clock = clockOf(zoneSaid?.zone ?? zone, now, words);
  const repeat = readRepeat(words);
  // A second repeat ("every day at 8am and every monday at 9") leaves the time to ask.
  const second = repeat ? readRepeat(blankOut(words, [repeat.span])) : null;
  const repeatSpans = [repeat?.span, second?.span].filter((s): s is Span => s !== undefined);
  const here = zonedAt(now.getTime(), zoneOffsets(clock.zone)!);
  const when = readWhen(words, now, here?.offset ?? NaN, repeatSpans);
  if (second) when.ambiguous = true;
  const timeSpans = [...repeatSpans, ...when.spans].map((s) => withTimeWords(words, s));
  const cue = findCue(headsUp ? blankOut(said, [headsUp.amountSpan]) : words, timeSpans);

  const asked = isQuestion(clean);
  if (asked && !cue?.polite) return null;
  if (!cue && !hasPlainShape(words, multiline, timeSpans)) return null;
  const cut = [
    ...(cue ? [cue.span] : []),
    ...(headsUp ? [headsUp.span] : []),
    ...(zoneSaid ? [zoneSaid.span] : []),
    ...timeSpans,
  ];
  const task = tidyTask(said, cut);
  if (!cue && (!namesTime(repeat, when) || !task)) return null;
  if (asked && (!task || TASK_QUESTION_STARTERS.has(wordsOf(task)[0]?.word ?? ''))) return null;

  const reading = readingOf(task, repeat, when, clock, cue);
  if (headsUp && (reading?.kind === 'create' || reading?.kind === 'ask_time') && !headsUpInRange(headsUp.hours))
    return refused('heads_up_out_of_range');
  if (reading?.kind === 'create')
    return {
      ...reading,
      ...(headsUp ? { headsUpHours: headsUp.hours } : {}),
      ...(zoneSaid ? { clockZone: zoneSaid.zone } : {}),
    };
  if (reading?.kind !== 'ask_time') return reading;
  // The heads-up is kept with the day for the answer to the question to complete.
  const keptHeadsUp = headsUp ? `heads-up ${headsUp.hours} hours before` : '';
  const kept = [keptWhen(words, second ? [] : repeatSpans, when), keptHeadsUp].filter(Boolean).join(' ');
  return kept ? { ...reading, when: kept } : reading;
}

/**
 * The words of a request that asks for its time which the answer must not lose: its repeat and its day, as typed
 * ("on the 1st of every month", "tomorrow", "every monday"). Not an ambiguous or relative time ("at 6 or 7pm",
 * "in 2 hours"): that is what the question asks again. Two repeats keep neither.
 */
function keptWhen(words: string, repeatSpans: readonly Span[], when: WhenReading): string | undefined {
  const daySpans = when.ambiguous || when.instant || when.time ? [] : when.spans;
  const spans = [...repeatSpans, ...daySpans].map((s) => withTimeWords(words, s)).sort((a, b) => a.start - b.start);
  const kept = spans
    .map((s) => words.slice(s.start, s.end).trim())
    .filter(Boolean)
    .join(' ');
  return kept || undefined;
}

function readingOf(
  task: string,
  repeat: RepeatReading | null,
  when: WhenReading,
  clock: Clock,
  cue: Cue | null,
): ReminderRequestReading {
  if (repeat?.kind === 'too_frequent') return refused('too_frequent');
  if (!task) return refused('task_missing');
  if (task.length > TASK_MAX_CHARS) return refused('task_too_long');
  if (repeat?.kind === 'too_far') return refused('too_far');
  if (!namesTime(repeat, when)) return cue ? { kind: 'ask_time', task } : null;
  const timing: Timing = repeat ? scheduleRepeat(repeat.rule, repeat.dayPart, when, clock) : scheduleOnce(when, clock);
  switch (timing.kind) {
    case 'ask_time':
      return { kind: 'ask_time', task };
    case 'in_past':
    case 'too_far':
      return refused(timing.kind);
    case 'at':
      return timing.recurrence
        ? {
            kind: 'create',
            task,
            scheduledDate: timing.date,
            scheduledTime: timing.time,
            recurrence: timing.recurrence,
          }
        : { kind: 'create', task, scheduledDate: timing.date, scheduledTime: timing.time };
  }
}

const namesTime = (repeat: RepeatReading | null, when: WhenReading) =>
  repeat !== null || when.instant !== undefined || when.day !== undefined || when.time !== undefined;

function clockOf(zone: string, now: Date, words: string): Clock {
  const known = zoneOffsets(zone) ? zone : 'UTC';
  const lean = EVENING_WORDS.test(words) ? 'pm' : MORNING_WORDS.test(words) ? 'am' : undefined;
  return lean ? { zone: known, now, lean } : { zone: known, now };
}
