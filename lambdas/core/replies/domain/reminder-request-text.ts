/**
 * The text a reminder request is read from: invisible characters gone, spaces collapsed, and a few spellings
 * of times made ones chrono-node reads ("tmrw", "6p", "at 7 in the evening", "@ 6pm"). The task is cut out
 * of this same text, so these rewrites touch time words only.
 */

/** A part of the read text, by offsets. */
export interface Span {
  start: number;
  end: number;
}

/** Zero-width characters, the soft hyphen, and the bidirectional marks (RTL, LTR, isolates, embeddings). */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\u00AD\u180E\u061C]/g;
const CONTROL = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFF9-\uFFFD]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u0060\u00B4]/g;
const QUOTES = /[\u201C\u201D\u201E\u00AB\u00BB]/g;
/** Invisible characters are removed from at most this much: the caller refuses long texts after. */
const STRIP_CHARS = 4_000;

export interface CleanText {
  text: string;
  /** A line break stood between two words: several messages or sentences in one text. */
  multiline: boolean;
}

export function cleanText(raw: string): CleanText {
  const visible = raw
    .slice(0, STRIP_CHARS)
    .replace(INVISIBLE, '')
    .replace(LONE_SURROGATE, ' ')
    .normalize('NFKC')
    .replace(APOSTROPHES, "'")
    .replace(QUOTES, '"');
  const multiline = /\S[ \t]*[\r\n]+\s*\S/.test(visible);
  return { text: visible.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim(), multiline };
}

const REWRITES: Array<[RegExp, string]> = [
  [/\b(?:tmrw|tmr|tmw|tmrow|tomoro|tomorow|tommorow|tommorrow|2morrow|2moro)\b/gi, 'tomorrow'],
  [/\btonite\b/gi, 'tonight'],
  [/\b(?:the\s+)?day\s+after\s+tomorrow\b/gi, 'in 2 days'],
  // "an hour and a half" and "2 and a half hours": chrono reads only the first part.
  [/\b(?:an|one)\s+hour\s+and\s+a\s+half\b/gi, '90 minutes'],
  [/\b(\d{1,3})\s+and\s+a\s+half\s+hours\b/gi, '$1.5 hours'],
  // "@ 6pm", "@6".
  [/(^|\s)@\s*(?=\d)/g, '$1at '],
  // "6p", "7:30a", "at 5 p": chrono needs the m. A space before the letter only after "at", so "2 a day" stays.
  [/\b(\d{1,2}(?::\d{2})?)([ap])\b(?!\.?m)/gi, '$1$2m'],
  [/\b(at\s+\d{1,2}(?::\d{2})?)\s+([ap])\b(?!\.?m)/gi, '$1 $2m'],
  // "at 7 in the evening", "10 at night": the part of the day is the meridiem.
  [/\b(\d{1,2}(?::\d{2})?)\s+(?:in\s+the\s+(?:evening|afternoon)|at\s+night|in\s+the\s+night)\b/gi, '$1pm'],
  [/\b(\d{1,2}(?::\d{2})?)\s+in\s+the\s+morning\b/gi, '$1am'],
  // "at 0700", "at 1830": a 24-hour time without its colon.
  [/\b(at\s+)([01]\d|2[0-3])([0-5]\d)\b/gi, '$1$2:$3'],
  [/\bmidday\b/gi, 'noon'],
];

export function canonicalTimeText(text: string): string {
  return REWRITES.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case, apostrophes dropped: "I'll" is "ill", "Don't" is "dont". */
export const wordKey = (word: string) => word.toLowerCase().replace(/'/g, '');

/** The words of a text (letters and digits, apostrophes inside a word kept), with their offsets. */
export function wordsOf(text: string): Array<{ word: string; start: number; end: number }> {
  return [...text.matchAll(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu)].map((m) => ({
    word: wordKey(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** The text with the spans replaced by spaces: offsets stay the same, so later spans still point right. */
export function blankOut(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

/** Whether two spans share a character. */
export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
