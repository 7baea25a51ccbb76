import type { ReplyToken } from './reply-text';
import {
  CONTACT_WORDS, NEGATIONS, OPT_OUT_ANYWHERE, OPT_OUT_FILLERS, OPT_OUT_KEYWORDS, STOP_NOT_AN_ORDER_AFTER,
} from './reply-words';

const isStop = (word: string) => /^s+t+o+p+$/.test(word);
const isKeyword = (word: string) => isStop(word) || OPT_OUT_KEYWORDS.has(word);
const isAnywhereWord = (word: string) => OPT_OUT_ANYWHERE.has(word) || word.startsWith('unsub') || word.startsWith('unsusc');

/** What "cancel", "end", "quit", "remove", "delete" must bear on to revoke consent in the middle of a sentence. */
const REVOKED_THINGS = new Set(['me', 'subscription', 'account', 'number', 'membership', 'service', 'everything', 'consent']);

/** Plain-language revocations, matched on the words joined by single spaces. */
const REVOCATION_PHRASES = [
  /\bleave me (?:alone|be)\b/,
  /\b(?:go away|get lost|fuck off|piss off|bugger off)\b/,
  /\b(?:take|get|remove|delete|drop|cross) (?:me|my (?:number|phone|name|info|details)|this number) (?:off|from|out)\b/,
  /\boff (?:your|the|this|ur) (?:list|system|database|contacts)\b/,
  /\b(?:lose|delete|forget|erase) (?:my|this) number\b/,
  /\bwrong (?:number|person|phone)\b/,
  /\b(?:didnt|never|did not) (?:sign|signed) up\b/,
  /\bopt (?:me )?out\b/,
  /\bdejame en paz\b/,
  /\bno (?:mas|quiero) (?:mensajes|textos|sms|recordatorios)\b/,
  /\bno (?:me )?(?:envie|envies|envien|mande|mandes|manden|escriba|escribas|escriban)\b/,
  /\blaisse[sz]? ?moi tranquille\b/,
  /\bplus de (?:messages|sms|textos|textes|rappels)\b/,
];

/**
 * Whether a reply revokes consent to texts. This is checked before anything else and wins over any other
 * meaning: the carriers' keywords as the first word, those that can mean nothing else anywhere, "stop" said
 * to us ("please stop", "stop texting me", but not "can't stop now" or "the bus stop"), and plain-language
 * revocations ("no more texts", "leave me alone", "don't text me", "take me off your list").
 */
export function meansOptOut(tokens: ReplyToken[]): boolean {
  const words = tokens.filter((t) => t.kind === 'word' || t.kind === 'number');
  if (words.length === 0) return false;
  const w = words.map((t) => t.text);
  const at = (i: number) => w[i] ?? '';
  if (isKeyword(at(0))) return true;
  // "S T O P"
  if (w.every((x) => x.length === 1 && /[a-z]/.test(x)) && isKeyword(w.join(''))) return true;

  const negatedAt = (i: number) => {
    for (let j = i - 1; j >= Math.max(0, i - 3); j -= 1) {
      if (words[j]?.clause !== words[i]?.clause) return false;
      if (NEGATIONS.has(at(j))) return true;
    }
    return false;
  };
  const fillersFrom = (i: number) => w.slice(i).every((x) => OPT_OUT_FILLERS.has(x));
  const within = (i: number, n: number, found: (x: string) => boolean) => w.slice(i, i + n).some(found);

  for (let i = 0; i < w.length; i += 1) {
    const word = at(i);
    if (isAnywhereWord(word) && !negatedAt(i)) return true;
    if (isStop(word) && !STOP_NOT_AN_ORDER_AFTER.has(at(i - 1))) {
      if (fillersFrom(i + 1) || within(i + 1, 3, (x) => CONTACT_WORDS.has(x))) return true;
    }
    if (OPT_OUT_KEYWORDS.has(word) || word === 'delete') {
      if (negatedAt(i)) continue;
      if (within(i + 1, 3, (x) => CONTACT_WORDS.has(x) || REVOKED_THINGS.has(x))) return true;
      if (fillersFrom(i + 1) && w.slice(0, i).every((x) => OPT_OUT_FILLERS.has(x))) return true;
    }
    // "don't text me", "never message me again", "do not contact"
    const dont = word === 'dont' || word === 'never' || (word === 'do' && at(i + 1) === 'not');
    const after = word === 'do' ? i + 2 : i + 1;
    if (dont && CONTACT_WORDS.has(at(after))) return true;
    // "I don't want any more texts", "don't wanna get these messages"
    if (dont && (at(after) === 'want' || at(after) === 'wanna') && within(after + 1, 5, (x) => CONTACT_WORDS.has(x))) return true;
    // "no more texts", "no more text messages"
    if (word === 'no' && at(i + 1) === 'more' && within(i + 2, 3, (x) => CONTACT_WORDS.has(x))) return true;
  }
  const sentence = w.join(' ');
  return REVOCATION_PHRASES.some((p) => p.test(sentence));
}
