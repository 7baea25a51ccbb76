import { findDuration, parseDurationAt } from './parse-duration';
import { parseReplyInstant } from './parse-reply-instant';
import { meansAck } from './reply-ack';
import { readDone } from './reply-done';
import { meansOptOut } from './reply-opt-out';
import { isOwnText, quotesOurHints } from './reply-own-text';
import { readDelete, readMove } from './reply-reference-edits';
import { OPT_OUT_READ_CHARS, replyText, type ReplyText, type ReplyToken } from './reply-text';
import { readTravel, type TravelReply } from './reply-travel';
import { readQuietRequest, type QuietRequest } from './quiet-request';
import {
  AFTER_REF_FILLERS,
  CHAT_FILLERS,
  DURATION_REPLY_WORDS,
  HELP_WORDS,
  isDoneWord,
  isSkipWord,
  isSnoozeWord,
  LEADING_FILLERS,
  LIST_WORDS,
  NEGATIONS,
  NOT_YET_DONE,
  OPT_IN_KEYWORDS,
  PAUSE_WORDS,
  QUESTION_WORDS,
  REF_NOUNS,
  RESUME_WORDS,
  SNOOZE_WORDS,
  TIME_WORDS,
  UNDO_FILLERS,
} from './reply-words';

export const SNOOZE_DEFAULT_MINUTES = 30;
export const SNOOZE_MIN_MINUTES = 1;
export const SNOOZE_MAX_MINUTES = 7 * 24 * 60;
/** "PAUSE" alone pauses for a day. */
export const PAUSE_DEFAULT_MINUTES = 24 * 60;
export const PAUSE_MIN_MINUTES = 1;
export const PAUSE_MAX_MINUTES = 30 * 24 * 60;
/** "snooze till tomorrow" means tomorrow at 9:00 in the user's zone. */
export const SNOOZE_DATE_ONLY_HOUR = 9;
/** "pause until monday" means from the start of Monday (00:00) in the user's zone: Monday's reminders come. */
export const PAUSE_DATE_ONLY_HOUR = 0;

/**
 * Why a SNOOZE, PAUSE or move was refused: shorter than a minute, longer than the maximum (for a move: more than
 * a year ahead), already past, or unreadable.
 */
export type WhenProblem = 'too_short' | 'too_long' | 'in_past' | 'unreadable';

export type ParsedReply =
  | { kind: 'done'; ref?: string }
  /**
   * DONE words that may be chatter rather than a report ("I'm done. I'm sorry. I hope your next place...",
   * "I think I did"): the handler asks whether DONE was meant instead of closing anything.
   */
  | { kind: 'unsure_done'; ref?: string }
  /** `bare`: no time was named ("later", "SNOOZE"), so the default applies, and never shortens a snooze already running. */
  | { kind: 'snooze'; ref?: string; minutes: number; bare?: true }
  | { kind: 'snooze'; ref?: string; until: Date }
  | { kind: 'snooze_invalid'; ref?: string; reason: WhenProblem }
  | { kind: 'skip'; ref?: string }
  | { kind: 'list' }
  | { kind: 'pause'; minutes: number }
  | { kind: 'pause'; until: Date }
  | { kind: 'pause_invalid'; reason: WhenProblem }
  | { kind: 'resume'; ref?: string }
  | { kind: 'opt_out' }
  | { kind: 'opt_in' }
  | { kind: 'help' }
  /** Removes the reminder just added by text. */
  | { kind: 'undo' }
  /** Deletes one reminder by its reference: "DELETE 2", "cancel #2", "remove task 3". */
  | { kind: 'delete'; ref: string }
  /**
   * Moves one reminder: "2 at 7pm", "move #3 to friday", "change 2 to tomorrow 9am". `date` ('YYYY-MM-DD') and
   * `time` ('HH:mm', 24-hour) in the user's zone, only those named (at least one); the reminder keeps the other.
   */
  | { kind: 'move'; ref: string; date?: string; time?: string }
  /** A move whose time is unreadable, in the past, or more than a year ahead ('too_long'). */
  | { kind: 'move_invalid'; ref: string; reason: WhenProblem }
  /**
   * A bare acknowledgement ("ok", "thanks", "👍", "yes"): nothing to do, and nothing to answer. It never has a
   * `ref`; the optional `undefined` one only lets code that reads any reply's `ref` take this kind too.
   */
  | { kind: 'ack'; ref?: undefined }
  /** "TZ London", "time zone: pacific": the account's home zone, to the place named (empty when none was). */
  | { kind: 'home_zone'; place: string }
  /** A trip by text ("I'm in Tokyo until Friday", "BACK"): reply-travel.ts. */
  | TravelReply
  | QuietRequest
  | { kind: 'unknown' };

type CommandKind = 'done' | 'snooze' | 'skip' | 'list' | 'pause' | 'resume' | 'help';
interface Command {
  kind: CommandKind;
  start: number;
  end: number;
  unsure?: boolean;
}

const UNKNOWN: ParsedReply = { kind: 'unknown' };
/** TZ or TIME ZONE as the first word, then the place: "TZ London", "timezone: Denver", "time zone pacific". */
const HOME_ZONE_REQUEST = /^\s*(?:tz|time\s?zone|zone)(?:\s*[:=]\s*|\s+|$)([^\n]*)$/i;

/**
 * What a text sent to NagText means. Pure and total: any string (empty, 2,000 characters, binary, emoji only,
 * zero-width or right-to-left marks) gives a ParsedReply, never an exception. Commands are read in the first
 * REPLY_READ_CHARS characters, an opt-out in the first OPT_OUT_READ_CHARS.
 *
 * Meaning comes from the words, in this order:
 * 1. an iPhone reaction ("Liked “…”") or one of our own texts sent back ("NagText: time for: ...", "Nice work!
 *    ...", see reply-own-text): unknown; a text quoting our hints ("...Reply DONE or SNOOZE") gives no command
 *    below, only an opt-out;
 * 2. DELETE, CANCEL or REMOVE with a reference and nothing else ("cancel #2", "delete 2 please"): delete
 *    ("CANCEL" alone, "cancel my subscription" are opt-outs);
 * 3. an opt-out wins over everything else (see meansOptOut: carrier keywords as the first word, "stop texting
 *    me", "leave me alone"; not "stop" or "cancel" in a sentence about something else, nor quotes such as
 *    "don't text and drive");
 * 4. START, UNSTOP, SUBSCRIBE, "opt in" as the first word: opt_in; UNDO with nothing but filler words around it
 *    ("undo", "oops undo that"): undo;
 * 4b. TZ or TIME ZONE first ("TZ London", "time zone: pacific"): home_zone, with the place named;
 * 5. only acknowledgements ("ok", "yes", "thanks", "got it", "👍"): ack (YES is not an opt-in: it answers too
 *    many things);
 * 6. a reference with a new time ("2 at 7pm", "move #3 to friday", "reschedule 2 to 6:30pm"): move, or
 *    move_invalid when the time is unreadable, past or more than a year ahead;
 * 7. a question ("how do I snooze?", "what is this?") gets help; "what's left?" is LIST;
 * 8. the earliest command: DONE (and "finished", "did it", "✅", typos), SNOOZE ("later", "remind me", "not now"),
 *    SKIP ("not today") and PAUSE anywhere unless negated ("not done", "don't snooze", "almost done");
 *    RESUME anywhere; LIST and HELP only as the first word after filler ("ok list", "can you help"). DONE words
 *    in a question ("have you finished?"), negated ("havent done"), planned ("done by march"), praising ("well
 *    done") or about someone else ("he's done", "my sister finished") are no DONE; in chatter or hedged
 *    ("I think I did") they are unsure_done (see readDone);
 * 9. a bare duration or time ("20 min", "in an hour", "until 6pm", "tomorrow", "end of day") is a snooze;
 * 10. HELP or INFO anywhere; otherwise unknown.
 *
 * References: "#2" (or "task 2") anywhere is a reference. After DONE, SKIP or RESUME a lone number is one ("DONE 2",
 * "2 done", "done 2 thanks"; not "done 100 pushups"). After SNOOZE a number is a reference only when a
 * duration or time follows it ("SNOOZE 2 1h", "snooze 3 for 45 min", "snooze 2 until 6pm"); a bare number
 * alone is minutes ("SNOOZE 10"), and so is the second of two ("SNOOZE 2 10" is #2 for 10 minutes).
 */
export function parseReply(text: string, now: Date, zone: string): ParsedReply {
  const parsed = parseReplyWords(text, now, zone);
  // "I'm in <somewhere>" naming no zone is a question back only when the words mean nothing else.
  if (parsed.kind !== 'unknown' || typeof text !== 'string') return parsed;
  const travel = readTravel(text, now);
  return travel?.kind === 'travel_unknown' ? travel : parsed;
}

function parseReplyWords(text: string, now: Date, zone: string): ParsedReply {
  const raw = typeof text === 'string' ? text : '';
  const whole = replyText(raw, OPT_OUT_READ_CHARS);
  if (whole.isReaction || isOwnText(raw)) return UNKNOWN;
  const reply = replyText(raw);
  const quotesUs = quotesOurHints(raw);
  const deleted = quotesUs ? null : readDelete(reply);
  if (deleted) return { kind: 'delete', ref: deleted };
  if (meansOptOut(whole.tokens)) return { kind: 'opt_out' };
  if (quotesUs) return UNKNOWN;
  const tokens = reply.tokens;
  if (meansAck(reply)) return { kind: 'ack' };
  if (!tokens.some((t) => t.kind === 'word' || t.kind === 'number')) return UNKNOWN;
  if (meansOptIn(tokens)) return { kind: 'opt_in' };
  if (meansUndo(tokens)) return { kind: 'undo' };
  const zoneRequest = HOME_ZONE_REQUEST.exec(raw.slice(0, 100));
  if (zoneRequest) return { kind: 'home_zone', place: zoneRequest[1]!.trim() };
  const quiet = readQuietRequest(raw);
  if (quiet) return quiet;
  const travel = readTravel(raw, now);
  if (travel && travel.kind !== 'travel_unknown') return travel;
  const move = readMove(reply, now, zone);
  if (move)
    return 'problem' in move
      ? { kind: 'move_invalid', ref: move.ref, reason: move.problem }
      : { kind: 'move', ...move };

  const command = firstCommand(reply);
  if (isQuestion(reply.normalized, tokens)) {
    if (command?.kind === 'list') return { kind: 'list' };
    return command || ['how', 'what', 'who'].includes(wordAt(tokens, 0) ?? '') ? { kind: 'help' } : UNKNOWN;
  }
  if (!command)
    return (
      bareWhen(tokens, reply.normalized, now, zone) ??
      (tokens.some((t) => HELP_WORDS.has(t.text)) ? { kind: 'help' } : UNKNOWN)
    );

  switch (command.kind) {
    case 'done':
      return withRef({ kind: command.unsure ? 'unsure_done' : 'done' }, lonelyRef(tokens, command));
    case 'skip':
    case 'resume':
      return withRef({ kind: command.kind }, lonelyRef(tokens, command));
    case 'snooze':
      return snoozeOf(tokens, command, reply.normalized, now, zone);
    case 'pause':
      return pauseOf(tokens, command, reply.normalized, now, zone);
    default:
      return { kind: command.kind };
  }
}

const wordAt = (tokens: ReplyToken[], i: number) => (tokens[i]?.kind === 'word' ? tokens[i].text : undefined);

function meansOptIn(tokens: ReplyToken[]) {
  const first = wordAt(tokens, 0);
  if (!first) return false;
  if (OPT_IN_KEYWORDS.has(first)) return true;
  if (first === 'opt' && wordAt(tokens, 1) === 'in') return true;
  const sentence = tokens.map((t) => t.text).join(' ');
  return /\b(?:unstop|optin|resubscribe)\b|\bopt (?:me )?(?:back )?in\b/.test(sentence);
}

/** UNDO removes a reminder: only the word itself among fillers, never "don't undo", "undone" or "undo done". */
function meansUndo(tokens: ReplyToken[]) {
  const words = tokens.filter((t) => t.kind === 'word');
  return (
    words.length === tokens.length &&
    words.filter((t) => t.text === 'undo').length === 1 &&
    words.every((t) => t.text === 'undo' || UNDO_FILLERS.has(t.text))
  );
}

function isQuestion(normalized: string, tokens: ReplyToken[]) {
  const asks = /\?[\s\p{P}\p{S}]*$/u.test(normalized);
  return asks && QUESTION_WORDS.has(wordAt(tokens, 0) ?? '');
}

/** Words before `i` in its clause (at most `n`), nearest first. */
function wordsBefore(tokens: ReplyToken[], i: number, n: number) {
  const found: string[] = [];
  const clause = tokens[i]?.clause;
  for (let j = i - 1; j >= 0 && found.length < n; j -= 1) {
    const t = tokens[j];
    if (!t || t.clause !== clause) break;
    if (t.kind === 'word') found.push(t.text);
  }
  return found;
}
const negated = (tokens: ReplyToken[], i: number) => wordsBefore(tokens, i, 3).some((w) => NEGATIONS.has(w));
const notYetDone = (tokens: ReplyToken[], i: number) =>
  wordsBefore(tokens, i, 3).some((w) => NEGATIONS.has(w) || NOT_YET_DONE.has(w));

/** "did it", "i did", "took it": a report only when nothing but these follows in its clause ("I did it!", not "I did a thing"). */
const AFTER_DID = new Set([
  ...CHAT_FILLERS,
  ...TIME_WORDS,
  'it',
  'that',
  'this',
  'them',
  'too',
  'already',
  'today',
  'yesterday',
  'earlier',
  'finally',
  'again',
  'yay',
  'out',
  'thanks',
  'thx',
  'ty',
]);
const PAST_ACTS = /^(?:did (?:it|that|this|them|so)|took (?:it|them|that|mine)|all set|i did)$/;
const TOOK_SOMETHING = /^took (?:my|the|both)$/;

/** DONE at i taking `length` tokens, when readDone takes it as one (see there). */
function doneAt(
  reply: ReplyText,
  i: number,
  length: number,
): { kind: 'done'; length: number; unsure?: boolean } | null {
  const reading = readDone(reply, i, i + length);
  if (!reading) return null;
  return reading === 'unsure' ? { kind: 'done', length, unsure: true } : { kind: 'done', length };
}

/** Whether the rest of the clause from tokens[end] is only AFTER_DID words (or a reference: "did it #2"). */
function endsItsClause(tokens: ReplyToken[], end: number) {
  const clause = tokens[end - 1]?.clause;
  for (let j = end; tokens[j]?.clause === clause && tokens[j]; j += 1) {
    const t = tokens[j]!;
    if (t.kind === 'word' ? !AFTER_DID.has(t.text) : t.kind !== 'number' && t.kind !== 'hash') return false;
  }
  return true;
}
/** LIST and HELP lead their text: only filler words come before them. */
const leads = (tokens: ReplyToken[], i: number) =>
  tokens.slice(0, i).every((t) => t.kind === 'word' && LEADING_FILLERS.has(t.text));

/** The command that a reply's words start at `i`, if any, and how many tokens it takes. */
function commandAt(reply: ReplyText, i: number): { kind: CommandKind; length: number; unsure?: boolean } | null {
  const tokens = reply.tokens;
  const word = wordAt(tokens, i);
  if (!word) return null;
  const next = wordAt(tokens, i + 1);
  const sameClause = tokens[i + 1]?.clause === tokens[i]?.clause;
  const two = sameClause ? `${word} ${next ?? ''}` : word;
  const three =
    sameClause && tokens[i + 2]?.clause === tokens[i]?.clause ? `${two} ${wordAt(tokens, i + 2) ?? ''}` : two;

  if (isDoneWord(word)) return notYetDone(tokens, i) ? null : doneAt(reply, i, 1);
  const length = PAST_ACTS.test(two) ? 2 : TOOK_SOMETHING.test(two) && wordAt(tokens, i + 2) && sameClause ? 3 : 0;
  if (length > 0) return notYetDone(tokens, i) || !endsItsClause(tokens, i + length) ? null : doneAt(reply, i, length);
  if (/^in a (?:bit|while|little|sec|min|minute|moment)$/.test(three)) return { kind: 'snooze', length: 3 };
  if (/^(?:not (?:now|rn|right)|remind (?:me|again|later)|give me|more time|plus tard|mas tarde)$/.test(two)) {
    return negated(tokens, i) ? null : { kind: 'snooze', length: 2 };
  }
  if (word === 'gimme') return negated(tokens, i) ? null : { kind: 'snooze', length: 1 };
  if (isSnoozeWord(word) || SNOOZE_WORDS.has(word)) return negated(tokens, i) ? null : { kind: 'snooze', length: 1 };
  if (two === 'not today') return { kind: 'skip', length: 2 };
  if (isSkipWord(word)) return negated(tokens, i) ? null : { kind: 'skip', length: 1 };
  if (word === 'un' && next && PAUSE_WORDS.has(next)) return { kind: 'resume', length: 2 };
  if (PAUSE_WORDS.has(word)) return negated(tokens, i) ? null : { kind: 'pause', length: 1 };
  if (RESUME_WORDS.has(word)) return negated(tokens, i) ? null : { kind: 'resume', length: 1 };
  if (leads(tokens, i)) {
    if (
      LIST_WORDS.has(word) ||
      (/^(?:open|left|pending|due)$/.test(next ?? '') && /^(?:whats|what|is|anything)$/.test(word))
    ) {
      return { kind: 'list', length: 1 };
    }
    if (word === 'what' && next === 'do' && wordAt(tokens, i + 2) === 'i' && wordAt(tokens, i + 3) === 'have')
      return { kind: 'list', length: 4 };
    if (HELP_WORDS.has(word)) return { kind: 'help', length: 1 };
  }
  return null;
}

function firstCommand(reply: ReplyText): Command | null {
  const tokens = reply.tokens;
  // "done? not yet" is not a report of anything done.
  const notYet = tokens.some((t, i) => t.text === 'not' && tokens[i + 1]?.text === 'yet');
  for (let i = 0; i < tokens.length; i += 1) {
    const found = commandAt(reply, i);
    if (found && !(notYet && found.kind === 'done'))
      return { kind: found.kind, start: i, end: i + found.length, ...(found.unsure ? { unsure: true } : {}) };
  }
  return null;
}

const isRefNumber = (t: ReplyToken | undefined): t is ReplyToken =>
  t?.kind === 'number' && /^\d{1,6}$/.test(t.text) && Number(t.text) > 0;
const refOf = (t: ReplyToken) => String(Number(t.text));

/** "#2", "# 2", "task 2", "reminder #3": the token indexes of the reference and its marker. */
function markedRef(tokens: ReplyToken[]): { ref: string; at: number[] } | undefined {
  for (const [i, t] of tokens.entries()) {
    const marker = t.kind === 'hash' || (t.kind === 'word' && REF_NOUNS.has(t.text));
    if (!marker) continue;
    const j = tokens[i + 1]?.kind === 'hash' ? i + 2 : i + 1;
    const number = tokens[j];
    if (number && isRefNumber(number)) return { ref: refOf(number), at: [i, ...(j === i + 2 ? [i + 1] : []), j] };
  }
  return undefined;
}

/** DONE and SKIP: a marked reference, or a number standing alone next to the command. */
function lonelyRef(tokens: ReplyToken[], command: Command): string | undefined {
  const marked = markedRef(tokens);
  if (marked) return marked.ref;
  const i = wordAt(tokens, command.end) === 'with' ? command.end + 1 : command.end;
  const number = tokens[i];
  const after = tokens[i + 1];
  const alone =
    !after || after.clause !== number?.clause || (after.kind === 'word' && AFTER_REF_FILLERS.has(after.text));
  if (isRefNumber(number) && alone) return refOf(number);
  const before = tokens[command.start - 1];
  if (command.start === 1 && isRefNumber(before)) return refOf(before);
  return undefined;
}

const withRef = <T extends object>(reply: T, ref: string | undefined): T & { ref?: string } =>
  ref ? { ...reply, ref } : reply;

type When = { minutes: number; bare?: true } | { until: Date } | { problem: WhenProblem };

const startsTime = (tokens: ReplyToken[], i: number) => {
  const t = tokens[i];
  if (!t) return false;
  if (t.kind === 'word') return TIME_WORDS.has(t.text) || (t.text === 'to' && tokens[i + 1]?.kind === 'number');
  return (
    t.kind === 'number' && (tokens[i + 1]?.kind === 'colon' || /^(?:am|pm|a|p)$/.test(wordAt(tokens, i + 1) ?? ''))
  );
};

function snoozeOf(tokens: ReplyToken[], command: Command, normalized: string, now: Date, zone: string): ParsedReply {
  const marked = markedRef(tokens);
  let rest = tokens.filter((_, i) => !marked?.at.includes(i));
  const last = tokens[command.end - 1];
  let from = last ? rest.indexOf(last) + 1 : 0;
  let ref = marked?.ref;
  // "SNOOZE 2 1h": a number followed at once by a duration or a time is a reference.
  const first = rest[from];
  const startsDuration = (i: number) => parseDurationAt(rest, i)?.hasUnit === true;
  if (
    !ref &&
    isRefNumber(first) &&
    !startsDuration(from) &&
    !startsTime(rest, from) &&
    (parseDurationAt(rest, from + 1) || startsTime(rest, from + 1))
  ) {
    ref = refOf(first);
    rest = rest.filter((t) => t !== first);
  }
  // "2h snooze": the duration may come first when nothing follows.
  const start = tokens[command.start];
  if (from >= rest.length && command.start > 0 && start) {
    rest = rest.slice(0, rest.indexOf(start));
    from = 0;
  }
  const when = whenIn(
    rest,
    from,
    textOf(normalized, rest, from),
    now,
    zone,
    SNOOZE_DATE_ONLY_HOUR,
    SNOOZE_DEFAULT_MINUTES,
  );
  if ('problem' in when) return withRef({ kind: 'snooze_invalid', reason: when.problem }, ref);
  const bounded = withinBounds(when, now, SNOOZE_MIN_MINUTES, SNOOZE_MAX_MINUTES);
  if ('problem' in bounded) return withRef({ kind: 'snooze_invalid', reason: bounded.problem }, ref);
  return withRef({ kind: 'snooze', ...bounded, ...('bare' in when && when.bare ? { bare: true as const } : {}) }, ref);
}

function pauseOf(tokens: ReplyToken[], command: Command, normalized: string, now: Date, zone: string): ParsedReply {
  const when = whenIn(
    tokens,
    command.end,
    textOf(normalized, tokens, command.end),
    now,
    zone,
    PAUSE_DATE_ONLY_HOUR,
    PAUSE_DEFAULT_MINUTES,
  );
  const bounded = 'problem' in when ? when : withinBounds(when, now, PAUSE_MIN_MINUTES, PAUSE_MAX_MINUTES);
  return 'problem' in bounded ? { kind: 'pause_invalid', reason: bounded.problem } : { kind: 'pause', ...bounded };
}

/** The normalized text of tokens[from..], tokens left out (a reference) dropped. */
const textOf = (normalized: string, tokens: ReplyToken[], from: number) =>
  tokens
    .slice(from)
    .map((t, k, all) => (all[k - 1]?.end === t.start ? '' : ' ') + normalized.slice(t.start, t.end))
    .join('')
    .trim();

/** A duration or time in tokens[from..], the default when there is none; unreadable when a time is named but not understood. */
function whenIn(
  tokens: ReplyToken[],
  from: number,
  text: string,
  now: Date,
  zone: string,
  dateOnlyHour: number,
  defaultMinutes: number,
): When {
  const namesTime = tokens.slice(from).some((_, k) => startsTime(tokens, from + k));
  if (namesTime) {
    const until = parseReplyInstant(text, now, zone, dateOnlyHour);
    if (until) return { until };
  }
  const duration = findDuration(tokens, from);
  if (duration) return { minutes: duration.minutes };
  return namesTime ? { problem: 'unreadable' } : { minutes: defaultMinutes, bare: true };
}

function withinBounds(when: { minutes: number } | { until: Date }, now: Date, min: number, max: number): When {
  const minutes = 'minutes' in when ? when.minutes : (when.until.getTime() - now.getTime()) / 60_000;
  if ('until' in when && minutes <= 0) return { problem: 'in_past' };
  if (!(minutes >= min)) return { problem: 'too_short' };
  if (minutes > max) return { problem: 'too_long' };
  return 'minutes' in when ? { minutes: Math.round(minutes) } : when;
}

const SNOOZE_ALONE: Command = { kind: 'snooze', start: 0, end: 0 };

/** "end of day", "by eod": until 5 PM (parse-reply-instant's end of the day). */
const END_OF_DAY = /^(?:(?:by|at|until|till|til) )?(?:the )?(?:end of (?:the )?day|eod)$/;

/**
 * A reply that is only a duration ("20 min", "give me 10 more minutes", "in an hour"), that starts with a
 * time ("until 6pm", "tomorrow", "tonight") or that is the end of the day ("end of day", "eod") snoozes.
 * "in a meeting" does not: "in" needs a duration after it.
 */
function bareWhen(tokens: ReplyToken[], normalized: string, now: Date, zone: string): ParsedReply | null {
  const first = wordAt(tokens, 0) ?? '';
  if (END_OF_DAY.test(tokens.map((t) => t.text).join(' '))) {
    const until = parseReplyInstant('eod', now, zone, SNOOZE_DATE_ONLY_HOUR);
    const bounded = until
      ? withinBounds({ until }, now, SNOOZE_MIN_MINUTES, SNOOZE_MAX_MINUTES)
      : { problem: 'unreadable' as const };
    return 'problem' in bounded ? { kind: 'snooze_invalid', reason: bounded.problem } : { kind: 'snooze', ...bounded };
  }
  const duration = findDuration(tokens, 0);
  const onlyDuration =
    duration?.hasUnit &&
    tokens.every(
      (t, i) => (i >= duration.start && i < duration.end) || (t.kind === 'word' && DURATION_REPLY_WORDS.has(t.text)),
    );
  const leadsWithTime =
    TIME_WORDS.has(first) &&
    /^(?:until|till|til|untill|untl|tll|tomorrow|tmrw|tmr|tmw|tmrow|tomoro|tomorow|tommorow|tonight|tonite)$/.test(
      first,
    );
  if (!onlyDuration && !leadsWithTime && !(first === 'in' && duration?.start === 0)) return null;
  return snoozeOf(tokens, SNOOZE_ALONE, normalized, now, zone);
}
