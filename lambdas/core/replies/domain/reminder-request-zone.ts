import { zoneForPlace } from '../../users/domain/place-zone';
import { wordsOf, type Span } from './reminder-request-text';

/**
 * The zone a request's time is said in: "call mom at 3pm New York time", "standup 9:30am London time", "3pm ET".
 * Such a reminder is one fixed instant (clock `fixed`): it stays at 3 PM in New York wherever the person is. Only
 * right after a time of day, so "remind me to check the time" and "New York trip at 9" are no zone.
 */
export interface ClockZoneReading {
  /** The place and "time" (or the abbreviation): what the time reading and the task leave out. */
  span: Span;
  zone: string;
}

/** The last word of a time of day: "3", "00pm", "pm", "m" (of "p.m."), "noon". */
const TIME_WORD = /^(?:\d{1,2}|\d{1,2}(?:am|pm)|am|pm|m|noon|midnight)$/;
/** Zone abbreviations read without "time" after them ("3pm ET"); longer names need it ("3pm Eastern time"). */
const ABBREVIATIONS = new Set([
  'et', 'est', 'edt', 'ct', 'cst', 'cdt', 'mt', 'mst', 'mdt', 'pt', 'pst', 'pdt', 'akst', 'akdt', 'hst',
  'gmt', 'bst', 'utc', 'jst', 'ist', 'cet', 'cest', 'aest', 'aedt',
]); // prettier-ignore
const MAX_PLACE_WORDS = 4;

export function readClockZone(text: string): ClockZoneReading | null {
  const words = wordsOf(text);
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    if (word.word === 'time') {
      // The longest place that names a zone, right after a time: "3pm new york time" before "3pm york time".
      for (let first = Math.max(1, i - MAX_PLACE_WORDS); first < i; first++) {
        if (!TIME_WORD.test(words[first - 1]!.word)) continue;
        const place = text.slice(words[first]!.start, words[i - 1]!.end);
        const zone = zoneForPlace(place);
        if (zone) return { span: { start: words[first]!.start, end: word.end }, zone };
      }
    } else if (ABBREVIATIONS.has(word.word) && TIME_WORD.test(words[i - 1]!.word)) {
      const zone = zoneForPlace(word.word);
      const withTime = words[i + 1]?.word === 'time' ? words[i + 1]! : word;
      if (zone) return { span: { start: word.start, end: withTime.end }, zone };
    }
  }
  return null;
}
