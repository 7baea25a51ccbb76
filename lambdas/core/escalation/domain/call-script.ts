import { formatPhone } from '#shared/phone';
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

/**
 * One saying of the message, in plain words: who we are (47 CFR 64.1200(b)(1)), the task, how to answer, and the
 * number to reach NagText on ((b)(2): a prerecorded call states the caller's telephone number).
 */
const sayingParts = (task: string, callbackNumber: string) => ({
  before: `This is NagText with your reminder: ${task}. Reply DONE by text when it's done. NagText's number is `,
  number: formatPhone(callbackNumber),
  after: '.',
});

/**
 * One saying as SSML: every part escaped (the script's own words too: "it's" and "NagText's" carry the apostrophe
 * Polly wants as &apos;), and the number read digit by digit as a telephone number.
 */
const ssmlSaying = (task: string, callbackNumber: string) => {
  const { before, number, after } = sayingParts(task, callbackNumber);
  return `${escapeSsmlText(before)}<say-as interpret-as="telephone">${escapeSsmlText(number)}</say-as>${escapeSsmlText(after)}`;
};

/** The whole call: the message twice with a short break, so someone picking up late still hears it once. */
const script = (task: string, callbackNumber: string) =>
  `<speak>${ssmlSaying(task, callbackNumber)}${BREAK}${ssmlSaying(task, callbackNumber)}</speak>`;

/** The task as the call says it: whitespace normalised, a trailing full stop dropped (the script adds its own). */
const spokenTask = (task: string) => normaliseTaskWhitespace(task).replace(/[.\s]+$/u, '');

/** The words the call speaks, once, as plain text (its record in the history, and the phone simulator's screen). */
export const callWords = (task: string, callbackNumber: string) => {
  const { before, number, after } = sayingParts(spokenTask(task), callbackNumber);
  return `${before}${number}${after}`;
};

let graphemes: Intl.Segmenter | undefined;
/** Whole user-perceived characters, so shortening never splits an emoji or a letter from its accent. */
const splitGraphemes = (text: string) =>
  [...(graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' })).segment(text)].map((part) => part.segment);

/**
 * The SSML a reminder's call speaks, stating `callbackNumber` (NagText's number, E.164). Whitespace in the task is
 * normalised and a trailing full stop dropped; a task whose escaped script would pass SSML_MAX_CHARS is cut to its
 * longest prefix of whole characters plus "..." that fits (escaping can grow a character up to six times, so the cut
 * is measured).
 */
export function callScript(task: string, callbackNumber: string, maxChars = SSML_MAX_CHARS): string {
  const spoken = spokenTask(task);
  const whole = script(spoken, callbackNumber);
  if (whole.length <= maxChars) return whole;
  const chars = splitGraphemes(spoken);
  const shortened = (length: number) =>
    script(`${chars.slice(0, length).join('').trimEnd()}${ELLIPSIS}`, callbackNumber);
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
