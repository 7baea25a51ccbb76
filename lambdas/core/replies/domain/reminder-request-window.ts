import { WINDOW_DAYS } from '#shared/vocabulary';
import { instantToWallTime } from '../../kernel/wall-time';
import { zoneOffsets } from '../../kernel/zone-offset';
import { COUNT_WORDS } from './reply-words';

/**
 * A deadline window asked for in a reminder request: the deadline is the reminder's date, and gentle daily texts
 * come from the window's first day (reminders/domain/deadline-window.ts). Three shapes:
 *
 * - "between the 25th and the 1st" (with a repeat: "every month"): the deadline is the 1st; the window opens on the
 *   25th before the first deadline, and its days (6 before Dec 1) are kept for every deadline after (fixed days).
 * - "by Friday", "by tomorrow", "due Friday": a deadline that day, the window from today. "By" needs a deadline's
 *   sense: not right after a verb of going somewhere ("drop by Monday", "stop by Friday", "swing by tomorrow" are
 *   visits on that day, read as plain reminders); after a task ("file taxes by Friday") or with "due" it is one.
 * - "within 3 days of the 14th": the deadline is the 14th, 3 days before it.
 *
 * The phrase is read as the deadline's day ("on the 1st", "on friday") by the rest of the reader; a deadline
 * without a time of day is at 9:00 AM (DEFAULT_DEADLINE_TIME).
 */
export interface WindowReading {
  /** The text with the window's phrase said as the deadline's day. */
  text: string;
  /**
   * The deadline's day as the window says it ("by friday", "between the 25th and the 1st", "within 3 days of the
   * 14th"), and the words that said it to the rest of the reader (`said`: "on friday", "on the 1st", "on the 14th"):
   * what a question for the time keeps for its answer, so the window is read again with it (keptWindow).
   */
  phrase: string;
  said: string;
  /** The window's days before `deadline`, seen from `today` (both local dates); may be out of WINDOW_DAYS. */
  daysBefore: (deadline: string, today: string) => number;
}

/** The time a deadline read without one is at. */
export const DEFAULT_DEADLINE_TIME = '9am';

const ORDINAL = String.raw`(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?`;
const BETWEEN = new RegExp(String.raw`\bbetween\s+${ORDINAL}\s+and\s+(?:the\s+)?(\d{1,2})(st|nd|rd|th)\b`, 'i');
const WEEKDAY = String.raw`mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?`;
const BY = new RegExp(String.raw`\b(?:(due)\s+(?:by\s+|on\s+)?|by\s+)(${WEEKDAY}|tomorrow)\b`, 'gi');
/** Verbs "by" goes with to mean a visit, not a deadline: "drop by Monday", "stop by Friday" (the task keeps "by"). */
export const VISIT_VERB =
  /\b(?:drop|stop|swing|come|pop|pass|go|run|walk|drive|head|fly|ride|call)(?:s|ped|ping|ing|ed)?\s+$/i;
const AMOUNT = `\\d{1,3}|${Object.keys(COUNT_WORDS).join('|')}`;
const WITHIN = new RegExp(String.raw`\bwithin\s+(${AMOUNT})\s+days?\s+(?:of|before)\s+(?=(?:the\s+)?\d)`, 'i');

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
const monthLength = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The latest date before `deadline` on day `day` of its month (a short month's last day for a day it lacks). */
function dayBefore(deadline: string, day: number): string {
  const [year, month] = deadline.split('-').map(Number) as [number, number];
  const inMonth = (y: number, m: number) =>
    `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, monthLength(y, m))).padStart(2, '0')}`;
  const same = inMonth(year, month);
  if (same < deadline) return same;
  return month === 1 ? inMonth(year - 1, 12) : inMonth(year, month - 1);
}

const replaced = (text: string, m: RegExpExecArray, by: string) =>
  `${text.slice(0, m.index)}${by}${text.slice(m.index + m[0].length)}`;

/** The window the text asks for, or null. */
export function readWindow(text: string): WindowReading | null {
  const between = BETWEEN.exec(text);
  if (between) {
    const [, from, to, suffix] = between as unknown as [string, string, string, string];
    const [start, end] = [Number(from), Number(to)];
    if (start < 1 || start > 31 || end < 1 || end > 31 || start === end) return null;
    return {
      text: replaced(text, between, `on the ${end}${suffix}`),
      phrase: between[0],
      said: `on the ${end}${suffix}`,
      daysBefore: (deadline) => daysBetween(dayBefore(deadline, start), deadline),
    };
  }
  const by = deadlineBy(text);
  if (by) {
    const [whole, due, day] = by as unknown as [string, string | undefined, string];
    const said = due ? `due on ${day}` : `on ${day}`;
    return {
      text: replaced(text, by, said),
      phrase: whole,
      said,
      daysBefore: (deadline, today) => daysBetween(today, deadline),
    };
  }
  const within = WITHIN.exec(text);
  if (within) {
    const amount = within[1]!.toLowerCase();
    const days = COUNT_WORDS[amount] ?? Number(amount);
    const day = /^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b/i.exec(text.slice(within.index + within[0].length))?.[0] ?? '';
    return {
      text: replaced(text, within, 'on '),
      phrase: `${within[0]}${day}`,
      said: `on ${day}`,
      daysBefore: () => days,
    };
  }
  return null;
}

/** The first "by <day>" with a deadline's sense ("due", or not a visit's "drop by"), or null. */
function deadlineBy(text: string): RegExpExecArray | null {
  BY.lastIndex = 0;
  for (let m = BY.exec(text); m; m = BY.exec(text)) {
    if (m[1] || !VISIT_VERB.test(text.slice(0, m.index))) return m;
  }
  return null;
}

/**
 * The words a question for the time keeps (`when`, read from the text with the window said as its day), with the
 * window said again, so the answer ("5pm") is read with it: "on friday" is "by friday" again; without the day's
 * words among them (an ambiguous time keeps no day), the window's phrase is added.
 */
export function keptWindow(window: WindowReading, when: string | undefined): string | undefined {
  const said = new RegExp(String.raw`\b${window.said.replace(/\s+/g, String.raw`\s+`)}\b`, 'i');
  if (when && said.test(when)) return when.replace(said, window.phrase);
  return [when, window.phrase].filter(Boolean).join(' ');
}

export const windowInRange = (days: number) =>
  Number.isInteger(days) && days >= WINDOW_DAYS.min && days <= WINDOW_DAYS.max;

/** The reader's local date in the zone (an unknown zone reads as UTC). */
export const todayIn = (zone: string, now: Date) => instantToWallTime(now, zoneOffsets(zone) ? zone : 'UTC').date;

/** The refusal of a window out of range, naming the limit. */
export const WINDOW_RANGE_MESSAGE = `A deadline window can be ${WINDOW_DAYS.min} to ${WINDOW_DAYS.max} days, so nothing was added. Say it like "pay rent between the 25th and the 1st every month".`;
