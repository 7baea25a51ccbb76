import { parseReply } from './parse-reply';
import { isOwnText } from './reply-own-text';
import { replyText } from './reply-text';

/**
 * What a text from a buddy's number says: YES to the ask, STOP (any opt-out the reply parser knows), START (any
 * opt-in it knows), HELP, our own words coming back (an auto-responder: never acted on, never answered), or
 * anything else.
 */
export type BuddyReply = 'yes' | 'opt_out' | 'opt_in' | 'help' | 'echo' | 'other';

/** The whole text, after filler, is one of these: a clear yes to "Reply YES to agree". */
const YES_PHRASES = new Set([
  'yes',
  'y',
  'yeah',
  'yea',
  'yep',
  'yup',
  'ya',
  'sure',
  'ok',
  'okay',
  'agree',
  'i agree',
  'agreed',
  'yes i agree',
  'yes please',
  'sure thing',
  'of course',
  'absolutely',
  'yes sure',
  'ok sure',
  'sounds good',
  'happy to',
  'yes happy to',
  'i will',
  'yes i will',
  'count me in',
  'yes ok',
  'yes okay',
  'ok yes',
  'okay yes',
]);
const FILLER = new Set(['oh', 'hi', 'hey', 'hello', 'sure', 'thanks', 'thank', 'you', 'ty', 'lol', 'haha']);
const THUMBS_UP = /^\s*\u{1F44D}[\u{1F3FB}-\u{1F3FF}]?\s*$/u;

/** A text with nothing but a yes in it ("Yes!", "yep sure", "👍"); "yes but not now" or "yes stop" is not. */
function meansYes(text: string): boolean {
  if (THUMBS_UP.test(text)) return true;
  const words = replyText(text)
    .tokens.filter((t) => t.kind === 'word')
    .map((t) => t.text);
  if (words.length === 0 || words.length > 6) return false;
  if (YES_PHRASES.has(words.join(' '))) return true;
  const core = words.filter((word) => !FILLER.has(word));
  return core.length > 0 && YES_PHRASES.has(core.join(' '));
}

/** Pure and total, like parseReply; an opt-out wins over everything (TCPA: a plausible STOP is a STOP). */
export function parseBuddyReply(text: string): BuddyReply {
  if (isOwnText(text)) return 'echo';
  // Only the kinds that do not depend on the instant or the zone are read from it.
  const parsed = parseReply(text, new Date(0), 'UTC');
  if (parsed.kind === 'opt_out') return 'opt_out';
  if (meansYes(text)) return 'yes';
  if (parsed.kind === 'help') return 'help';
  if (parsed.kind === 'opt_in') return 'opt_in';
  return 'other';
}
