import { zoneOffsets } from '../../kernel/zone-offset';
import { isoDateOf, plusCalendar, zonedAt } from '../../kernel/zoned-time';
import { scheduleOnce } from './reminder-request-schedule';
import { blankOut, canonicalTimeText } from './reminder-request-text';
import { readWhen, type WhenReading } from './reminder-request-when';
import type { ReplyText, ReplyToken } from './reply-text';
import { AFTER_REF_FILLERS, LEADING_FILLERS, REF_NOUNS } from './reply-words';

/** A reference edit may not move a reminder further than this from today. */
export const MOVE_MAX_YEARS = 1;

export type MoveReading =
  { ref: string; date?: string; time?: string } | { ref: string; problem: 'in_past' | 'too_long' | 'unreadable' };

const DELETE_VERBS = new Set(['delete', 'del', 'cancel', 'remove', 'rm', 'erase']);
const MOVE_VERBS = new Set([
  'move',
  'change',
  'reschedule',
  'resched',
  'rescedule',
  'push',
  'postpone',
  'shift',
  'set',
  'put',
]);
/** Between a reference and its new time: "move 2 to 7pm", "2 at 7pm", "push #2 till friday". */
const MOVE_LINKS = new Set(['to', 'at', 'for', 'on', 'until', 'till', 'til', 'into']);
/** After "2" with no verb, only these say "when": "2 at 7pm", "#2 to friday". */
const BARE_MOVE_LINKS = new Set(['to', 'at', 'on']);
/** Words that may be left around the time once it is read: "move 2 to 7pm instead please". */
const AROUND_TIME = new Set([
  ...AFTER_REF_FILLERS,
  'instead',
  'the',
  'on',
  'at',
  'for',
  'to',
  'of',
  'until',
  'till',
  'please',
]);
const isFiller = (t: ReplyToken) => t.kind === 'word' && (LEADING_FILLERS.has(t.text) || AFTER_REF_FILLERS.has(t.text));
const isRefNumber = (t: ReplyToken | undefined): t is ReplyToken =>
  t?.kind === 'number' && /^\d{1,6}$/.test(t.text) && Number(t.text) > 0;

/** "2", "#2", "task 2", "reminder #2" at i: the reference and the index after it. A time ("2pm", "2:30") is none. */
function refAt(tokens: ReplyToken[], i: number): { ref: string; next: number } | null {
  let j = i;
  if (tokens[j]?.kind === 'word' && REF_NOUNS.has(tokens[j]!.text)) j += 1;
  if (tokens[j]?.kind === 'hash') j += 1;
  const number = tokens[j];
  if (!isRefNumber(number)) return null;
  const after = tokens[j + 1];
  if (after?.kind === 'colon' || (after?.kind === 'word' && /^(?:am|pm|a|p|h|hr|hrs|min|mins)$/.test(after.text)))
    return null;
  return { ref: String(Number(number.text)), next: j + 1 };
}

/** The index of the first token after the polite words a text opens with ("ok please", "can you"). */
const afterFillers = (tokens: ReplyToken[]) => {
  const i = tokens.findIndex((t) => !isFiller(t));
  return i < 0 ? tokens.length : i;
};

/**
 * "DELETE 2", "delete #2", "cancel 2", "remove task 3", "please del #4 thanks": the whole text is the order.
 * "cancel 2 pm meeting", "cancel 2 appointments", "delete 2 and 3" are not ("cancel" alone stays an opt-out).
 */
export function readDelete(reply: ReplyText): string | null {
  const { tokens } = reply;
  const i = afterFillers(tokens);
  if (tokens[i]?.kind !== 'word' || !DELETE_VERBS.has(tokens[i].text)) return null;
  const ref = refAt(tokens, i + 1);
  if (!ref || !tokens.slice(ref.next).every(isFiller)) return null;
  return ref.ref;
}

/**
 * "move 2 to 7pm", "change #2 to tomorrow 9am", "reschedule 2 to 6:30pm", "push 2 to friday", "2 at 7pm": a
 * reminder's new day and time of day in the user's zone, only the parts named (the handler keeps the rest).
 * A time in the past (a day before today, or today at an hour gone), more than MOVE_MAX_YEARS ahead, two
 * times, or words that are not a time give the problem instead. null when the text is no such order (and
 * for "7 at esplanade": without a verb, a reference needs a readable time to be one).
 */
export function readMove(reply: ReplyText, now: Date, zone: string): MoveReading | null {
  const { tokens } = reply;
  const i = afterFillers(tokens);
  const verb = tokens[i]?.kind === 'word' && MOVE_VERBS.has(tokens[i].text);
  const ref = refAt(tokens, verb ? i + 1 : i);
  if (!ref) return null;
  const link = tokens[ref.next]?.kind === 'word' ? tokens[ref.next]!.text : '';
  if (!verb && !BARE_MOVE_LINKS.has(link)) return null;
  const from = MOVE_LINKS.has(link) ? ref.next + 1 : ref.next;
  const first = tokens[from];
  if (!first) return verb ? { ref: ref.ref, problem: 'unreadable' } : null;
  // chrono reads an hour alone only after "at": "move 2 to 7" is "at 7".
  const said = reply.normalized.slice(first.start);
  const when = readNewTime(first.kind === 'number' ? `at ${said}` : said, now, zone);
  // Without a verb, "7 at esplanade" is chatter, not a move.
  if (!verb && 'problem' in when && when.problem === 'unreadable') return null;
  return { ref: ref.ref, ...when };
}

type NewTime = { date?: string; time?: string } | { problem: 'in_past' | 'too_long' | 'unreadable' };

/** A new day and time of day read from `said` (what follows "move 2 to"), in the zone; the problem when it cannot be used. */
export function readNewTime(said: string, now: Date, zone: string): NewTime {
  if (Number.isNaN(now.getTime())) return { problem: 'unreadable' };
  const known = zoneOffsets(zone) ? zone : 'UTC';
  const here = zonedAt(now.getTime(), zoneOffsets(known)!);
  const text = canonicalTimeText(said);
  const when = readWhen(text, now, here?.offset ?? NaN, []);
  const leftover = blankOut(text, when.spans)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !AROUND_TIME.has(w));
  const named = when.day !== undefined || when.time !== undefined || when.instant !== undefined;
  if (!named || when.ambiguous || leftover.length > 0) return { problem: 'unreadable' };
  if (when.day?.kind === 'past') return { problem: 'in_past' };

  const clock = { zone: known, now };
  const timeNamed = when.time !== undefined || when.instant !== undefined;
  // A day alone: its first date from today (a time late in the day finds it, today included).
  const reading: WhenReading = timeNamed ? when : { ...when, time: { hour: 23, minute: 59, meridiemCertain: true } };
  const timing = scheduleOnce(reading, clock);
  if (timing.kind === 'in_past') return { problem: 'in_past' };
  if (timing.kind === 'too_far') return { problem: 'too_long' };
  if (timing.kind !== 'at') return { problem: 'unreadable' };
  const last = here && plusCalendar(here, { years: MOVE_MAX_YEARS });
  if (last && timing.date > isoDateOf(last)) return { problem: 'too_long' };
  const dayNamed = when.day !== undefined || when.instant !== undefined;
  return { ...(dayNamed ? { date: timing.date } : {}), ...(timeNamed ? { time: timing.time } : {}) };
}
