import * as chrono from 'chrono-node';
import { zoneForPlace } from '../../users/domain/place-zone';
import { COUNT_WORDS } from './reply-words';
import { instantToWallTime } from '../../kernel/wall-time';

/** A trip by text, as read from the words. */
export type TravelReply =
  /** "I'm in Tokyo until Friday", "in London for 2 weeks", "I'm in Denver": `lastDay` is the last day away there. */
  | { kind: 'travel'; zone: string; lastDay: string | null }
  /** "I'm in Narnia": a place naming no zone (a question back; nothing changes). */
  | { kind: 'travel_unknown'; place: string }
  /** "I'm in Tokyo until someday": the place is known, its last day is not. */
  | { kind: 'travel_until_unreadable'; zone: string; words: string }
  /** "BACK", "back home", "I'm home". */
  | { kind: 'travel_back' };

const BACK =
  /^\s*(?:back|back home|home|i'?m back(?: home)?|i am back(?: home)?|i'?m home|i am home|home again)\s*[.!]*\s*$/i;
/** "I'm in", "I am in", "in", "at", then the place, then "until <day>" or "for <n> <unit>" or nothing. */
const TRIP =
  /^\s*(i'?m|i am|im)?\s*(?:now\s+)?(?:in|at)\s+(.+?)(?:\s+(?:until|till|til|through|thru)\s+(.+?)|\s+for\s+(?:the\s+next\s+)?(.+?))?\s*[.!]*\s*$/i;
const FOR =
  /^(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\s+(day|week|month|year)s?$/i;
const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, ...COUNT_WORDS };
const UNIT_DAYS = { day: 1, week: 7 } as const;

const DAY_MS = 86_400_000;
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** "2 weeks" from today (today the first day away): the last day away; null when unreadable. */
function lastDayFor(words: string, today: string): string | null {
  const m = FOR.exec(words.trim());
  if (!m) return null;
  const count = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  const unit = m[2]!.toLowerCase() as 'day' | 'week' | 'month' | 'year';
  if (unit === 'month' || unit === 'year') return plusDays(plusMonths(today, unit === 'year' ? 12 * count : count), -1);
  return plusDays(today, count * UNIT_DAYS[unit] - 1);
}

/** "Friday", "Dec 4", "tomorrow", "the 14th": the date it names on or after today in the trip's zone; null if none. */
function lastDayUntil(words: string, now: Date, zone: string): string | null {
  const local = instantToWallTime(now, zone);
  const offsetMinutes = Math.round((Date.parse(`${local.date}T${local.time}:00Z`) - now.getTime()) / 60_000);
  let result: chrono.ParsedResult | undefined;
  try {
    result = chrono.parse(words, { instant: now, timezone: offsetMinutes }, { forwardDate: true })[0];
  } catch {
    return null; // a third-party parser must never turn a text into an error
  }
  if (!result || result.text.trim().length < words.trim().replace(/[.!]+$/, '').length) return null;
  const c = result.start;
  const date = [c.get('year')!, c.get('month')!, c.get('day')!];
  return `${String(date[0]).padStart(4, '0')}-${String(date[1]).padStart(2, '0')}-${String(date[2]).padStart(2, '0')}`;
}

/**
 * A trip by text, or null when the words are no trip. A place naming no zone is a trip only with "I'm in" before it
 * ("in an hour" stays a snooze); dates are read in the trip's zone, where the person is.
 */
export function readTravel(text: string, now: Date): TravelReply | null {
  const raw = text.slice(0, 120);
  if (BACK.test(raw)) return { kind: 'travel_back' };
  const m = TRIP.exec(raw);
  if (!m) return null;
  const [, speaker, place, untilWords, forWords] = m;
  const zone = zoneForPlace(place!);
  if (!zone)
    return speaker && place!.split(/\s+/).length <= 3 && !/\d/.test(place!)
      ? { kind: 'travel_unknown', place: place!.trim() }
      : null;
  if (!untilWords && !forWords) return { kind: 'travel', zone, lastDay: null };
  const today = instantToWallTime(now, zone).date;
  const until = untilWords ? lastDayUntil(untilWords, now, zone) : lastDayFor(forWords!, today);
  return until
    ? { kind: 'travel', zone, lastDay: until }
    : { kind: 'travel_until_unreadable', zone, words: (untilWords ?? forWords)!.trim() };
}
