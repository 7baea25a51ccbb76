import { wordsOf, type Span } from './reminder-request-text';
import { VISIT_VERB } from './reminder-request-window';

/**
 * The task: what is left of the text once the cue and the times are cut out, as typed (its case kept: "Call
 * mom" stays "Call mom", "call mom" stays "call mom"). The pieces are joined with one space; connecting words
 * left at its start ("to" in "remind me at 9 to stretch", "about", "that") and politeness or punctuation at its
 * end ("please", "thanks", "!") are dropped.
 */
const LEADING = /^(?:(?:to|about|that|re|please|pls|plz|and|then|also|so)\b:?|[,:;.\-–—]+)\s*/i;
const TRAILING = /(?:\s*\b(?:please|pls|plz|thanks|thank you|thx|ty|ok|okay|or|and)|[\s,:;.!?\-–—]+)$/i;
/** A time that starts on its own preposition ("at 6pm", "on friday") takes no other. */
const STARTS_WITH_PREPOSITION = /^(?:at|on|in|by|around|before|from|starting|beginning|this|next)\b/i;
/** Words chrono leaves out of a time: "by 5pm", "around 6", "on 3/15", "at noon", "@ 6". */
const PREPOSITION_BEFORE = /(?:\b(?:at|on|by|around|before)\s+|[@~]\s*)$/i;
/** "starting monday", "from tomorrow": where a repeat starts. */
const START_BEFORE = /\b(?:starting|beginning|from)\s+$/i;
const AFTER_TIME = /^\s+(?:sharp|on the dot)\b/i;

/** A time's span grown over the little words that belong to it. */
export function withTimeWords(text: string, span: Span): Span {
  let start = span.start;
  const before = PREPOSITION_BEFORE.exec(text.slice(0, start));
  // "drop by friday": the visit's "by" is the task's ("drop by"), not the time's.
  const visit = before && /^by\b/i.test(before[0]) && VISIT_VERB.test(text.slice(0, before.index));
  if (before && !visit && !STARTS_WITH_PREPOSITION.test(text.slice(start))) start = before.index;
  const starting = START_BEFORE.exec(text.slice(0, start));
  if (starting) start = starting.index;
  const after = AFTER_TIME.exec(text.slice(span.end));
  return { start, end: span.end + (after?.[0].length ?? 0) };
}

/** Words a time leaves behind when it is not fully read ("on the", "every", "day"): alone they are no task. */
const LEFTOVER_WORDS = new Set(
  `
  the a an on at in of to by for and or every each other day days week weeks month months year years minute minutes
  min mins hour hours pm am next last this that starting from morning afternoon evening night tonight today tomorrow
  daily weekly monthly yearly weekday weekdays weekend weekends`
    .trim()
    .split(/\s+/),
);
const isLeftover = (word: string) => LEFTOVER_WORDS.has(word) || /^\d+(?:st|nd|rd|th)?$/.test(word);

/** The task, or '' when nothing but leftovers of a time remains. */
export function tidyTask(text: string, cut: readonly Span[]): string {
  const task = joinedRest(text, cut);
  return wordsOf(task).every((w) => isLeftover(w.word)) && !/\p{Extended_Pictographic}/u.test(task) ? '' : task;
}

function joinedRest(text: string, cut: readonly Span[]): string {
  const sorted = [...cut].sort((a, b) => a.start - b.start);
  const pieces: string[] = [];
  let at = 0;
  for (const span of sorted) {
    if (span.start > at) pieces.push(text.slice(at, span.start));
    at = Math.max(at, span.end);
  }
  pieces.push(text.slice(at));
  let task = pieces
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+([,;:!?])/g, '$1')
    .replace(/([,;:])(?:[\s,;:]*[,;:])+/g, '$1');
  for (let before = ''; before !== task;) {
    before = task;
    task = task.replace(LEADING, '').replace(TRAILING, '');
  }
  return task.trim();
}
