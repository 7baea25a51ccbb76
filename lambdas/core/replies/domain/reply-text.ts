/**
 * An inbound text reduced to what the reply parser reads: lowercase ASCII-ish words, numbers, `#`, `:` and
 * clause breaks, each with its place in the normalized text. Everything else (emoji, symbols, invisible and
 * control characters) is dropped or becomes a break, so no input can make the parser throw or run long.
 */
export type ReplyTokenKind = 'word' | 'number' | 'hash' | 'colon' | 'break';

export interface ReplyToken {
  kind: ReplyTokenKind;
  text: string;
  /** Offsets in `ReplyText.normalized`. */
  start: number;
  end: number;
  /** Clause number: it goes up at every `.` `!` `?` `;` `,`, line break or emoji. */
  clause: number;
}

export interface ReplyText {
  normalized: string;
  /** Words, numbers, `#` and `:` only (breaks removed), in order. */
  tokens: ReplyToken[];
  /** An iPhone reaction relayed as text ("Liked “…”"): it quotes our own text, so it must never be read as a reply. */
  isReaction: boolean;
  /** The clauses that end with a question mark ("Have you finished work yet?"). */
  questions: ReadonlySet<number>;
}

/** Commands are read from the start of a text only: they are short, and the cost stays small. */
export const REPLY_READ_CHARS = 300;
/** An opt-out is looked for in the whole of any real SMS (at most 1,600 characters, 10 segments) and a bit more. */
export const OPT_OUT_READ_CHARS = 2_000;
/** Invisible characters are removed from at most this much before the read window is cut. */
const STRIP_CHARS = 10_000;

/** Zero-width characters, the soft hyphen, and the bidirectional marks (a right-to-left keyboard puts them inside words). */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\u00AD\u180E\u061C]/g;
const CONTROL = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFF9-\uFFFD]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CHECK_MARKS = /[\u2705\u2714\u2611\u2713]/g;
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u0060\u00B4]/g;
/** iMessage tapbacks ("Liked “…”", "Reacted 👍 to “…”") and Android reactions ("👍 to “…”"), as SMS relays them. */
const REACTION =
  /^\s*(?:liked|loved|disliked|laughed at|emphasi[sz]ed|questioned|reacted .{1,12}? to|removed an? .{1,20}? from|[\p{Extended_Pictographic}\p{M}\u200D\uFE0F\u{1F3FB}-\u{1F3FF}]{1,12} to)\s*[\u201C\u201D"'\u2018\u2019]/iu;
const TOKEN = /(\p{L}+)|(\d+(?:\.\d+)?)|(#)|(:)|([.!?;,\n\r\u3002\uFF01\uFF1F]|[\p{Extended_Pictographic}\p{So}])/gu;

export function replyText(raw: unknown, readChars = REPLY_READ_CHARS): ReplyText {
  const text = typeof raw === 'string' ? raw : '';
  const visible = text
    .slice(0, STRIP_CHARS)
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .slice(0, readChars)
    .replace(LONE_SURROGATE, ' ');
  const isReaction = REACTION.test(visible);
  const normalized = visible
    .replace(CHECK_MARKS, ' done ')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, "'")
    // "don't" -> "dont", "opt-out" -> "optout", "un-pause" -> "unpause": one word each.
    .replace(/(\p{L})['-](?=\p{L})/gu, '$1');
  const tokens: ReplyToken[] = [];
  const questions = new Set<number>();
  let clause = 0;
  for (const m of normalized.matchAll(TOKEN)) {
    const kind: ReplyTokenKind = m[1] ? 'word' : m[2] ? 'number' : m[3] ? 'hash' : m[4] ? 'colon' : 'break';
    if (kind === 'break') {
      if (m[0] === '?') questions.add(clause);
      clause += 1;
      continue;
    }
    tokens.push({ kind, text: m[0], start: m.index, end: m.index + m[0].length, clause });
  }
  return { normalized, tokens, isReaction, questions };
}
