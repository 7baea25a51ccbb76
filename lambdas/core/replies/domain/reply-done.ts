import type { ReplyText } from './reply-text';
import {
  CHAT_FILLERS,
  DONE_BY_SENDER,
  DONE_SUBJECT_SKIPS,
  HEDGES,
  isDoneWord,
  NEGATIONS,
  NOT_DONE_AFTER,
  NOT_YET_DONE,
  PRAISE_BEFORE_DONE,
  SOMEONE_ELSE,
} from './reply-words';

/** A DONE the sender reports ('done'), or one that may be chatter and is asked about first ('unsure'). */
export type DoneReading = 'done' | 'unsure';

/** More news words than this around a DONE ("Just finished eating. Got u a plate") make it chatter: unsure. */
export const DONE_CHATTER_WORDS = 3;

/** "have you finished", "did u", "has she done", "r u done": a question even without its question mark. */
const ASKING = /^(?:have|has|did|are|r|is|were|was|do|does|had) (?:you|u|ya|he|she|they|it|we|everyone|everybody|ur)\b/;
/**
 * DONE words that are other things too: alone they report ("complete", "pills taken"), but "complete the form",
 * "complete calm" and "taken on the trains" do not.
 */
const ONLY_LAST = new Set(['complete', 'taken']);
const ORDERS_BEFORE_VERB = new Set(['to', 'please', 'pls', 'plz', 'must', 'should', 'will', 'can', 'could']);

/**
 * Whether the DONE words at tokens[start..end) report that the sender did the task. Not when they sit in a
 * question ("Have you finished work yet?", "All done?"), are negated ("haven't done", "done no revision"), planned
 * ("I'll be done at 5", "need 2 more and I'm done", "done by march"), praise ("well done"), or news about someone
 * else ("he's done", "my sister finished", "you're done"). Unsure when the sender hedges ("I think I did"),
 * when the subject is a thing among other news ("Hurry home. Soup is done!"), or when the DONE stands in chatter:
 * more than DONE_CHATTER_WORDS other words that carry news, or a question about something else.
 */
export function readDone(reply: ReplyText, start: number, end: number): DoneReading | null {
  const { tokens, questions } = reply;
  const first = tokens[start];
  if (!first) return null;
  const inClause = (i: number) => tokens[i]?.clause === first.clause;
  const wordsOf = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .filter((t) => t.kind === 'word')
      .map((t) => t.text);
  let clauseStart = start;
  while (clauseStart > 0 && inClause(clauseStart - 1)) clauseStart -= 1;
  let clauseEnd = end;
  while (inClause(clauseEnd)) clauseEnd += 1;
  const before = wordsOf(clauseStart, start);
  const after = wordsOf(end, clauseEnd);

  if (questions.has(first.clause) || ASKING.test(before.join(' '))) return null;
  if (before.some((w) => NOT_YET_DONE.has(w)) || before.slice(-3).some((w) => NEGATIONS.has(w))) return null;
  if (NOT_DONE_AFTER.has(after[0] ?? '') || PRAISE_BEFORE_DONE.has(before.at(-1) ?? '')) return null;
  if (
    ONLY_LAST.has(first.text) &&
    (ORDERS_BEFORE_VERB.has(before.at(-1) ?? '') || after.some((w) => !CHAT_FILLERS.has(w)))
  )
    return null;

  const subject = first.text === 'i' ? 'i' : [...before].reverse().find((w) => !DONE_SUBJECT_SKIPS.has(w));
  if (subject && SOMEONE_ELSE.has(subject)) return null;
  if (before.some((w) => HEDGES.has(w))) return 'unsure';

  const news = tokens.filter(
    (t, i) => t.kind === 'word' && (i < start || i >= end) && !CHAT_FILLERS.has(t.text) && !isDoneWord(t.text),
  );
  const asksElsewhere = [...questions].some((c) => c !== first.clause && news.some((t) => t.clause === c));
  const aThing = subject !== undefined && !DONE_BY_SENDER.has(subject);
  if (asksElsewhere || news.length > DONE_CHATTER_WORDS || (aThing && news.length > 1)) return 'unsure';
  return 'done';
}
