import { HEADS_UP_HOURS } from '#shared/vocabulary';
import { COUNT_WORDS } from './reply-words';
import type { Span } from './reminder-request-text';

/**
 * A heads-up asked for in a reminder request: "remind me a day before", "heads up 3 hours before", "with a
 * heads-up 2 days before", "warn me the day before". Only these verbs directly followed by an amount of hours or
 * days and "before": "remind me before 9" and "before work call mom at 7" are none, nor "remind me to leave 2
 * hours before the flight" (the amount is part of the task there).
 */
export interface HeadsUpReading {
  /** The whole phrase (with "with a" before it and "the" after it): what the task and the time reading leave out. */
  span: Span;
  /** Only its amount and "before" ("a day before"), when its verb is "remind me", which may stay as the request's cue. */
  amountSpan: Span;
  /** Hours before each occurrence (days are 24 hours each); may be out of HEADS_UP_HOURS. */
  hours: number;
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, the: 1, ...COUNT_WORDS };
const AMOUNT = `\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')}`;

const HEADS_UP = new RegExp(
  String.raw`(?:(?:,\s*)?\b(?:with|and|give\s+me|send\s+me)\s+)?(?:\ba\s+)?` +
    String.raw`\b(remind\s+me|heads?[\s-]*up|warn\s+me)\s*:?\s+` +
    String.raw`((${AMOUNT})\s+(hours?|hrs?|days?)\s+before\b)(?:\s+the\b(?=\s+\S))?`,
  'i',
);

/** The heads-up the text asks for, or null. "the" goes only with "day": "the hour before" is none. */
export function readHeadsUp(text: string): HeadsUpReading | null {
  const m = HEADS_UP.exec(text);
  if (!m) return null;
  const [whole, verb, amountPhrase, amount, unit] = m as unknown as [string, string, string, string, string];
  const amountWord = amount.toLowerCase();
  const isDay = /^d/i.test(unit);
  if ((amountWord === 'the' && !isDay) || (/^(?:a|an|the)$/.test(amountWord) && /s$/i.test(unit))) return null;
  const count = NUMBER_WORDS[amountWord] ?? Number(amount);
  const amountStart =
    m.index + whole.indexOf(amountPhrase, whole.toLowerCase().indexOf(verb.toLowerCase()) + verb.length);
  return {
    span: { start: m.index, end: m.index + whole.length },
    amountSpan: /^remind/i.test(verb)
      ? { start: amountStart, end: m.index + whole.length }
      : { start: m.index, end: m.index + whole.length },
    hours: isDay ? count * 24 : count,
  };
}

export const headsUpInRange = (hours: number) =>
  Number.isInteger(hours) && hours >= HEADS_UP_HOURS.min && hours <= HEADS_UP_HOURS.max;

/** The refusal of a heads-up out of range, naming the limit. */
export const HEADS_UP_RANGE_MESSAGE =
  'A heads-up can be 1 hour to 3 days before, so nothing was added. Say it like "remind me a day before".';
