import type { ReplyText } from './reply-text';

/** Words that acknowledge and ask nothing: "ok", "thanks", "yes" (not an opt-in: YES answers too many things). */
const ACK_WORDS = new Set(
  `
  ok okay okey okie oki okk k kk kay yes yep yup yeah yea ya ye sure thanks thank thx thnx tnx tks ty tysm cool
  great perfect awesome alright aight roger noted gotcha understood fine nice sweet`
    .trim()
    .split(/\s+/),
);
/** Acknowledgements of more than one word; their words alone may mean something else ("on", "will", "got"). */
const ACK_PHRASES =
  /\b(?:thank (?:you|u)(?: (?:so|very) much)?|thanks (?:so|very) much|got it|will do|on it|sounds good|all good|no problem)\b/g;
/** Emoji that acknowledge: thumbs up (any skin tone), OK hand, folded hands, OK button, call-me hand. */
const ACK_EMOJI = /[\u{1F44D}\u{1F44C}\u{1F64F}\u{1F197}\u{1F919}\u{1F3FB}-\u{1F3FF}\uFE0F\u200D]/gu;
const ANY_EMOJI = /[\p{Extended_Pictographic}\p{So}]/u;

/**
 * A bare acknowledgement, with no command in it: "ok", "k", "yes", "sure", "thanks", "thank you", "got it",
 * "will do", "on it", "cool", "👍", "🙏", "ok thanks 👍". Anything else in the text ("ok done", "ok later",
 * "ok stop", "yes 2", "lol") makes it something else.
 */
export function meansAck(reply: ReplyText): boolean {
  const { tokens, normalized } = reply;
  if (tokens.some((t) => t.kind !== 'word')) return false;
  const emojiLeft = normalized.replace(ACK_EMOJI, '');
  const ackEmoji = emojiLeft.length < normalized.length;
  if (ANY_EMOJI.test(emojiLeft)) return false;
  const rest = tokens
    .map((t) => t.text)
    .join(' ')
    .replace(ACK_PHRASES, ' ack ')
    .split(' ')
    .filter(Boolean);
  return (ackEmoji || rest.length > 0) && rest.every((w) => w === 'ack' || ACK_WORDS.has(w));
}
