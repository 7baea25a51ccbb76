import type { ReplyToken } from './reply-text';
import {
  CONTACT_WORDS,
  DONT_CONTACT_OBJECTS,
  IMPERATIVE_LEADS,
  NEGATIONS,
  NOT_OUR_TEXTS,
  OPT_OUT_ANYWHERE,
  OPT_OUT_FILLERS,
  OPT_OUT_KEYWORDS,
  OPT_OUT_TAIL,
  REVOKED_THINGS,
  STOP_NOT_AN_ORDER_AFTER,
  THINGS_BEFORE_REVOKED,
  WORDS_BEFORE_OUR_TEXTS,
} from './reply-words';

const isStop = (word: string) => /^s+t+o+p+$/.test(word);
const isKeyword = (word: string) => isStop(word) || OPT_OUT_KEYWORDS.has(word);
const isAnywhereWord = (word: string) =>
  OPT_OUT_ANYWHERE.has(word) || word.startsWith('unsub') || word.startsWith('unsusc');
/** "reply STOP", "text END": our own instruction quoted back, not an order. */
const QUOTING = new Set(['reply', 'replies', 'replying', 'text', 'txt', 'send']);
/** "STOP to opt out", "END to unsubscribe": the formula of our texts. */
const QUOTED_PURPOSE = /^(?:to (?:opt out|optout|unsubscribe|stop|cancel|end|quit))\b/;

/** "no more texts from you": the sender names us. */
const FROM_US = new Set(['you', 'u', 'yall', 'nagtext', 'this', 'your', 'ur']);

/** Plain-language revocations that may stand anywhere, matched on the words joined by single spaces. */
const REVOCATION_PHRASES = [
  /\b(?:take|get|remove|delete|drop|cross) (?:me|my (?:number|phone|name|info|details)|this number) off\b/,
  /\b(?:take|get|remove|delete|drop|cross) (?:me|my (?:number|phone|name|info|details)|this number) (?:out of|from) (?:your|the|this|ur|these|all|my) (?:\w+ )?(?:list|lists|system|database|contacts|texts|messages|reminders|service)\b/,
  /\boff (?:your|the|this|ur) (?:list|system|database|contacts)\b/,
  /\b(?:lose|delete|forget|erase) (?:my|this) number\b/,
  /\bwrong (?:number|person)\b/,
  /\b(?:didnt|never|did not) (?:sign|signed) up\b/,
  /\bopt (?:me )?out\b/,
  /\bdejame en paz\b/,
  /\bno (?:mas|quiero) (?:mensajes|textos|sms|recordatorios)\b/,
  /\bno (?:me )?(?:envie|envies|envien|mande|mandes|manden|escriba|escribas|escriban)\b/,
  /\blaisse[sz]? ?moi tranquille\b/,
  /\bplus de (?:messages|sms|textos|textes|rappels)\b/,
];
/** Orders that revoke consent only when given ("leave me alone!"), not told about ("he won't leave me alone"). */
const REVOCATION_ORDERS = [
  /^leave (?:me|us) (?:alone|be)\b/,
  /^(?:go away|get lost|fuck off|piss off|bugger off|sod off|buzz off|shut up)\b/,
];

/**
 * Whether a reply revokes consent to texts. This is checked before anything else and wins over any other
 * meaning, so it is strict about what is an order to us:
 * - a carrier keyword (STOP, CANCEL, END, QUIT, REMOVE, UNSUBSCRIBE...) as the first word, with nothing after
 *   it in its sentence but filler, our texts, a number or another command ("STOP", "Stop it!", "cancel my
 *   subscription", "STOP 2", "END snooze 2h"); not "Stop the story." or "Cancel cheyyamo?";
 * - words that can mean nothing else (UNSUBSCRIBE, STOPALL, OPTOUT, REVOKE) anywhere, unless negated;
 * - "stop" given as an order: after nothing but filler ("please stop", "I said STOP", "make it stop") or on
 *   our texts ("stop texting me", "can you stop sending these"); not "wait for the rain to stop", "the bus stop";
 * - another keyword on our texts or the account ("quit texting me", "cancel all the reminders", "remove me");
 * - "don't text me", "never message me again", "I don't want any more texts", "no more texts"; not a quote
 *   such as "don't text and drive", nor "don't call, my phone is broken" in the middle of a conversation;
 * - plain revocations ("leave me alone", "go away", "take me off your list", "wrong number", "opt out").
 * Our own instructions quoted back ("Reply STOP to opt out") are not orders.
 */
export function meansOptOut(tokens: ReplyToken[]): boolean {
  const words = withoutQuotes(tokens.filter((t) => t.kind === 'word' || t.kind === 'number'));
  if (words.length === 0) return false;
  const w = words.map((t) => t.text);
  const at = (i: number) => w[i] ?? '';
  const sameClause = (i: number, j: number) => words[i] !== undefined && words[i]?.clause === words[j]?.clause;
  /** The indexes of the words of i's clause after i. */
  const restOfClause = (i: number) => {
    const rest: number[] = [];
    for (let j = i + 1; sameClause(i, j); j += 1) rest.push(j);
    return rest;
  };
  const negatedAt = (i: number) => {
    for (let j = i - 1; j >= Math.max(0, i - 3) && sameClause(i, j); j -= 1) if (NEGATIONS.has(at(j))) return true;
    return false;
  };
  // One pass each way, so that a 2,000-character text costs no more than a short one per word.
  const isLead = (x: string) => IMPERATIVE_LEADS.has(x) || OPT_OUT_FILLERS.has(x);
  const leadsBefore: boolean[] = [];
  const fillersBefore: boolean[] = [];
  const fillersAfterIt: boolean[] = [];
  for (let i = 0; i < w.length; i += 1) {
    const fresh = i === 0 || !sameClause(i, i - 1);
    leadsBefore[i] = fresh || (leadsBefore[i - 1]! && isLead(at(i - 1)));
    fillersBefore[i] = i === 0 || (fillersBefore[i - 1]! && OPT_OUT_FILLERS.has(at(i - 1)));
  }
  for (let i = w.length - 1; i >= 0; i -= 1) {
    fillersAfterIt[i] = !sameClause(i, i + 1) || (fillersAfterIt[i + 1]! && OPT_OUT_FILLERS.has(at(i + 1)));
  }
  const fillersAfter = (i: number) => fillersAfterIt[i] ?? true;
  /** Only filler words, or words that make an order ("can you", "I said"), before i in its clause. */
  const ordered = (i: number) => leadsBefore[i] ?? false;
  /** A word of `found` after i, with only determiners ("my", "all the", "these") between. */
  const bearsOn = (i: number, found: (x: string) => boolean, between: ReadonlySet<string>) => {
    for (const j of restOfClause(i)) {
      if (found(at(j))) return j;
      if (!between.has(at(j))) return -1;
    }
    return -1;
  };
  /** "texting me", "texts", "sending me these": our texts, not someone else's ("calling everyone"). */
  const onOurTexts = (i: number) => {
    const j = bearsOn(i, (x) => CONTACT_WORDS.has(x), WORDS_BEFORE_OUR_TEXTS);
    return j >= 0 && !(sameClause(j, j + 1) && NOT_OUR_TEXTS.has(at(j + 1)));
  };
  const tailWord = (j: number) => {
    const x = at(j);
    if (words[j]?.kind !== 'number')
      return OPT_OUT_TAIL.has(x) || CONTACT_WORDS.has(x) || REVOKED_THINGS.has(x) || isKeyword(x);
    // "STOP 2", "END snooze 2h"; not "cancel 2 appointments" or "cancel 2pm".
    return !sameClause(j, j + 1) || words[j + 1]?.kind !== 'word' || OPT_OUT_TAIL.has(at(j + 1));
  };

  if (isKeyword(at(0)) && restOfClause(0).every(tailWord)) return true;
  // "S T O P"
  if (w.every((x) => x.length === 1 && /[a-z]/.test(x)) && isKeyword(w.join(''))) return true;

  for (let i = 0; i < w.length; i += 1) {
    const word = at(i);
    if (isAnywhereWord(word) && !negatedAt(i)) return true;
    if (isStop(word) && !STOP_NOT_AN_ORDER_AFTER.has(at(i - 1))) {
      if ((fillersAfter(i) && ordered(i)) || onOurTexts(i)) return true;
    }
    if ((OPT_OUT_KEYWORDS.has(word) || word === 'delete') && !isStop(word) && !negatedAt(i)) {
      if (onOurTexts(i) || bearsOn(i, (x) => REVOKED_THINGS.has(x), THINGS_BEFORE_REVOKED) >= 0) return true;
      if (fillersAfter(i) && fillersBefore[i]) return true;
    }
    // "don't text me", "never message me again", "do not contact"; not "don't text and drive"
    const dont = word === 'dont' || word === 'never' || (word === 'do' && at(i + 1) === 'not');
    const after = word === 'do' ? i + 2 : i + 1;
    if (dont && CONTACT_WORDS.has(at(after)) && dontObject(after)) return true;
    // "I don't want any more texts", "don't wanna get these messages"
    if (dont && (at(after) === 'want' || at(after) === 'wanna')) {
      const j = restOfClause(after)
        .slice(0, 5)
        .find((k) => CONTACT_WORDS.has(at(k)));
      if (j !== undefined && dontObject(j)) return true;
    }
    // "no more texts", "no more text messages please"; not "no more texts for it"
    if (word === 'no' && at(i + 1) === 'more') {
      const j = restOfClause(i + 1)
        .slice(0, 3)
        .find((k) => CONTACT_WORDS.has(at(k)));
      if (j !== undefined && dontObject(j)) return true;
    }
    if (givesOrder(i) && ordered(i)) return true;
  }
  const sentence = w.join(' ');
  return REVOCATION_PHRASES.some((p) => p.test(sentence));

  /** "leave me alone", "go away" at i, with nothing but filler after it in its clause. */
  function givesOrder(i: number) {
    const phrase = w.slice(i, i + 4).join(' ');
    const order = REVOCATION_ORDERS.map((p) => p.exec(phrase)).find((m) => m !== null);
    if (!order) return false;
    const last = i + order[0].split(' ').length - 1;
    return sameClause(i, last) && fillersAfter(last);
  }

  /**
   * What follows "don't text", "no more texts" when said to us: the end of the whole text, me, us, "again",
   * "anymore", more of our texts, "for me", "from you"; not "and drive", "him", "for it", "from us".
   */
  function dontObject(j: number) {
    if (j === w.length - 1) return true;
    if (!sameClause(j, j + 1)) return false;
    const next = at(j + 1);
    const then = sameClause(j, j + 2) ? at(j + 2) : '';
    if (DONT_CONTACT_OBJECTS.has(next) || CONTACT_WORDS.has(next)) return true;
    return (
      ((next === 'for' || next === 'to') && (then === 'me' || then === 'us')) || (next === 'from' && FROM_US.has(then))
    );
  }
}

/** The words without our own instructions quoted back: "Reply STOP to opt out", "text END". */
function withoutQuotes(words: ReplyToken[]): ReplyToken[] {
  const kept: ReplyToken[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const keyword = isKeyword(word.text) || OPT_OUT_ANYWHERE.has(word.text);
    if (!keyword) {
      kept.push(word);
      continue;
    }
    const quoted = QUOTING.has(words[i - 1]?.text ?? '') && words[i - 1]?.clause === word.clause;
    const purpose = QUOTED_PURPOSE.exec(
      words
        .slice(i + 1, i + 4)
        .map((t) => t.text)
        .join(' '),
    );
    if (!quoted && !purpose) kept.push(word);
    if (purpose) i += purpose[0].split(' ').length;
  }
  return kept;
}
