import { readNewTime } from './reply-reference-edits';
import { isOwnText } from './reply-own-text';
import { replyText, type ReplyToken } from './reply-text';
import {
  NEGATIONS,
  OFFER_DROP_VERBS,
  OFFER_EASIER_WORDS,
  OFFER_FILLERS,
  OFFER_MOVE_LINKS,
  OFFER_MOVE_VERBS,
  OFFER_PRONOUNS,
} from './reply-words';
import { parseWallTime } from '../../kernel/wall-time';

/**
 * An answer to the offer to renegotiate ("Reply MOVE 7pm, EASIER, or DROP"), read only while that offer is open.
 * `move`: the new time of day ('HH:mm'), and the day ('YYYY-MM-DD', in the user's zone) when one was named;
 * `move_invalid`: MOVE with no time ('missing'), or one that cannot be used.
 */
export type OfferAnswer =
  | { kind: 'move'; time?: string; date?: string }
  | { kind: 'move_invalid'; reason: 'missing' | 'unreadable' | 'in_past' | 'too_long' }
  | { kind: 'easier' }
  | { kind: 'drop' };

const isWord = (t: ReplyToken | undefined, words: ReadonlySet<string>) => t?.kind === 'word' && words.has(t.text);
const fillerOrPronoun = (t: ReplyToken) => isWord(t, OFFER_FILLERS) || isWord(t, OFFER_PRONOUNS);
/** "7pm", "7 am", "7 in the evening": the morning or evening was said, so an hour is never turned round. */
const MERIDIEM = /\b(?:am|pm|a|p|morning|evening|afternoon|tonight|night|noon|midnight)\b|\d[ap]m?\b|\b0\d:/;

/**
 * "move it to 7" names no half of the day: the 7 nearer the reminder's own time (`near`, 'HH:MM') is meant, so a
 * reminder at 6 PM moves to 7 PM and one at 8 AM to 7 AM.
 */
function nearerHalf(time: string, near: string | undefined): string {
  if (!near) return time;
  const minutes = parseWallTime(time);
  if (minutes < 60 || minutes >= 12 * 60) return time;
  const around = parseWallTime(near);
  const distance = (m: number) => Math.min(Math.abs(m - around), 24 * 60 - Math.abs(m - around));
  if (distance(minutes + 12 * 60) >= distance(minutes)) return time;
  const pm = minutes + 12 * 60;
  return `${String(Math.floor(pm / 60)).padStart(2, '0')}:${String(pm % 60).padStart(2, '0')}`;
}

function readMoveAnswer(
  tokens: ReplyToken[],
  normalized: string,
  verbAt: number,
  now: Date,
  zone: string,
  near: string | undefined,
): OfferAnswer | null {
  let i = verbAt + 1;
  let named = false;
  while (i < tokens.length && fillerOrPronoun(tokens[i]!) && !isWord(tokens[i], OFFER_MOVE_LINKS)) {
    named ||= isWord(tokens[i], OFFER_PRONOUNS);
    i += 1;
  }
  const linked = isWord(tokens[i], OFFER_MOVE_LINKS);
  if (linked) i += 1;
  const rest = tokens.slice(i);
  // "move 2 to 7pm", "move #2": a reference edit, read as it always is.
  if (rest[0]?.kind === 'hash' || (rest[0]?.kind === 'number' && isWord(rest[1], OFFER_MOVE_LINKS))) return null;
  // "move on" is chatter; "move", "move it please" ask for a time.
  if (!rest.length || rest.every((t) => isWord(t, OFFER_FILLERS)))
    return linked ? null : { kind: 'move_invalid', reason: 'missing' };
  const said = normalized.slice(rest[0]!.start);
  const when = readNewTime(rest[0]!.kind === 'number' ? `at ${said}` : said, now, zone);
  if ('problem' in when) {
    // "move the car tomorrow at 9" is no answer to us; "move it to banana", "MOVE 25:00" are, with a time we can't use.
    const attempted = named || linked || rest[0]!.kind === 'number' || when.problem !== 'unreadable';
    return attempted ? { kind: 'move_invalid', reason: when.problem } : null;
  }
  if (!when.time) return when.date ? { kind: 'move', date: when.date } : { kind: 'move_invalid', reason: 'missing' };
  const time = MERIDIEM.test(said) ? when.time : nearerHalf(when.time, near);
  return { kind: 'move', time, ...(when.date ? { date: when.date } : {}) };
}

/**
 * What a text answers to the offer: MOVE <time> (with a day: "MOVE tue 7pm", "move it to 7"), EASIER ("make it
 * easier", "go easy on me"), DROP ("just drop it"); null when it is none of these, so it means what it always
 * meant. The whole text must be the answer (fillers aside): "I dropped it", "don't drop it", "easier said than
 * done", "move on", "move 2 to 7pm" (a reference edit) are not. `near` is the reminder's time ('HH:MM'), for an
 * hour said without AM or PM.
 */
export function readOfferAnswer(text: string, now: Date, zone: string, near?: string): OfferAnswer | null {
  if (isOwnText(text)) return null;
  const { tokens, normalized, isReaction } = replyText(text);
  if (isReaction || !tokens.length || tokens.some((t) => isWord(t, NEGATIONS))) return null;
  const verbAt = tokens.findIndex((t) => !fillerOrPronoun(t));
  const verb = tokens[verbAt];
  if (!verb || verb.kind !== 'word') return null;
  const restIsFiller = tokens.every((t, i) => i === verbAt || fillerOrPronoun(t));
  if (OFFER_MOVE_VERBS.has(verb.text)) return readMoveAnswer(tokens, normalized, verbAt, now, zone, near);
  if (OFFER_DROP_VERBS.has(verb.text)) return restIsFiller ? { kind: 'drop' } : null;
  if (OFFER_EASIER_WORDS.has(verb.text)) return restIsFiller ? { kind: 'easier' } : null;
  return null;
}
