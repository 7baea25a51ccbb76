import { ELLIPSIS, normaliseTaskWhitespace } from '../../texting/domain/fit-task';

/** SendVoiceMessage's limit on an SSML body, tags included. */
export const SSML_MAX_CHARS = 6000;

/** The pause between the message and its repeat. */
const BREAK = '<break time="1s"/>';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * The task as SSML text: the five XML specials escaped, and characters XML 1.0 forbids (C0 controls other than
 * tab and newline, lone surrogates, U+FFFE/U+FFFF) dropped, since one of them makes Polly refuse the whole call.
 */
export function escapeSsmlText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** One saying of the message: who we are, the task, and how to answer. The task is already escaped. */
const message = (escapedTask: string) =>
  `This is NagText with your reminder: ${escapedTask}. Reply DONE by text when it's done.`;

/** The whole call: the message twice with a short break, so someone picking up late still hears it once. */
const script = (escapedTask: string) => `<speak>${message(escapedTask)}${BREAK}${message(escapedTask)}</speak>`;

/** The words the call speaks, once, as plain text (its record in the history, and the phone simulator's screen). */
export const callWords = (task: string) => message(normaliseTaskWhitespace(task).replace(/[.\s]+$/u, ''));

let graphemes: Intl.Segmenter | undefined;
/** Whole user-perceived characters, so shortening never splits an emoji or a letter from its accent. */
const splitGraphemes = (text: string) =>
  [...(graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' })).segment(text)].map((part) => part.segment);

/**
 * The SSML a reminder's call speaks. Whitespace in the task is normalised and a trailing full stop dropped (the
 * script adds its own); a task whose escaped script would pass SSML_MAX_CHARS is cut to its longest prefix of
 * whole characters plus "..." that fits (escaping can grow a character up to six times, so the cut is measured).
 */
export function callScript(task: string, maxChars = SSML_MAX_CHARS): string {
  const spoken = normaliseTaskWhitespace(task).replace(/[.\s]+$/u, '');
  const whole = script(escapeSsmlText(spoken));
  if (whole.length <= maxChars) return whole;
  const chars = splitGraphemes(spoken);
  const shortened = (length: number) => script(escapeSsmlText(`${chars.slice(0, length).join('').trimEnd()}${ELLIPSIS}`));
  // The script's length grows with the prefix: the longest prefix that fits is found by bisection.
  let lo = 0;
  let hi = chars.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (shortened(mid).length <= maxChars) lo = mid;
    else hi = mid - 1;
  }
  return shortened(lo);
}
