import { meansOptOut } from './reply-opt-out';
import { isOwnText } from './reply-own-text';
import { replyText } from './reply-text';
import {
  DONE_WORDS,
  HELP_WORDS,
  isSkipWord,
  isSnoozeWord,
  isStretchedDone,
  LIST_WORDS,
  OPT_IN_KEYWORDS,
  OPT_OUT_ANYWHERE,
  OPT_OUT_KEYWORDS,
  PAUSE_WORDS,
  RESUME_WORDS,
  SNOOZE_WORDS,
} from './reply-words';
import { overlaps, wordsOf, type Span } from './reminder-request-text';

/**
 * Which texts may be reminder requests at all. A text is never one when it is a reply to us (a command such
 * as DONE 2, SNOOZE 1H, STOP, YES), one of our own texts sent back, or an opt-out. Otherwise it needs either
 * a cue ("remind me", "reminder:", "remember to", "don't forget to", "set a reminder", "nag me"), with only
 * polite words or times before it, or the plain shape "<task> <time>": at most PLAIN_MAX_WORDS words, one
 * sentence, not a question, not opening on a subject ("I'll", "we", "she") or on chatter ("lol", "thanks"), and
 * not speaking to someone, about reminders, or in the negative ("see you at 6", "the parcel didn't come at 5").
 */
export const PLAIN_MAX_WORDS = 12;

const set = (words: string) => new Set(words.trim().split(/\s+/));

const OTHER_COMMANDS = set('undo delete del cancel stop start unsubscribe');
/** YES and NO answer a question of ours: alone, with a number, or with thanks ("yes 2", "no thanks"). */
const ANSWERS = set('yes no y n yeah yep yup nope nah');
const AFTER_ANSWER = set('thanks thank you thx ty please pls ok okay');
const isReplyKeyword = (w: string) =>
  OTHER_COMMANDS.has(w) ||
  DONE_WORDS.has(w) ||
  isStretchedDone(w) ||
  isSnoozeWord(w) ||
  SNOOZE_WORDS.has(w) ||
  isSkipWord(w) ||
  PAUSE_WORDS.has(w) ||
  RESUME_WORDS.has(w) ||
  LIST_WORDS.has(w) ||
  HELP_WORDS.has(w) ||
  OPT_OUT_KEYWORDS.has(w) ||
  OPT_IN_KEYWORDS.has(w) ||
  OPT_OUT_ANYWHERE.has(w) ||
  /^s+t+o+p+$/.test(w);
/** Words that may come before a reply command without making it something else ("ok done", "pls snooze"). */
const BEFORE_COMMAND = set('ok okay k kk pls plz please hey hi yes yeah');

/** Our own texts, sent back or quoted: the sender's name, a reply hint in any case, or a template's opening. */
const OWN_TEXT = [
  /^\W*NagText\b/i,
  /\bReply (?:DONE|SNOOZE|STOP|START|HELP|LIST|RESUME|PAUSE|SKIP|UNDO)\b/i,
  /\bNext one: /i,
];

/** A reply to us, our own text, or an opt-out: never a reminder request. */
export function isReplyOrOwnText(text: string): boolean {
  if (isOwnText(text) || OWN_TEXT.some((re) => re.test(text))) return true;
  const reply = replyText(text, 2_000);
  if (reply.isReaction || meansOptOut(reply.tokens)) return true;
  const words = reply.tokens.filter((t) => t.kind === 'word').map((t) => t.text);
  const first = words[0] ?? '';
  if (ANSWERS.has(first)) return words.slice(1).every((w) => AFTER_ANSWER.has(w));
  return isReplyKeyword(first) || (BEFORE_COMMAND.has(first) && isReplyKeyword(words[1] ?? ''));
}

// ---- Cues ----

const CUE =
  /\b(?:remind(?:er)?\s+me(?:\s+(?:later|again))?\b|set\s+(?:me\s+)?(?:a\s+|an\s+)?reminder\b|(?:add\s+(?:a\s+)?)?reminder\b\s*(?::|-|\bto\b|\bfor\b|\babout\b)?|remember\s+to\b|(?:do\s+not|don'?t|dont)\s+(?:let\s+me\s+)?forget\s*(?:to\b|about\b)?|nag\s+me\b)(?:\s+(?:to|about|that|of|re:?|for)\b)?:?/i;
/** Polite and idle words that may come before a cue ("hey, could you please remind me"). */
const LEAD_IN = set(`
  hey hi hello yo ok okay k so oh also and please pls plz kindly nagtext nag text can could would will you u i me
  need want wanted id like love to just quick quickly hiya morning evening afternoon there yes yeah yep yup sure no
  actually wait instead`);
const POLITE_ASK = set('can could would will');

export interface Cue {
  span: Span;
  /** "can you remind me...": a polite question, which asks for a reminder. */
  polite: boolean;
}

/**
 * The cue, when every word before it is a polite or idle word or part of a time ("at 9 remind me to...");
 * "you forgot to remind me" has none.
 */
export function findCue(text: string, timeSpans: readonly Span[]): Cue | null {
  const m = CUE.exec(text);
  if (!m) return null;
  const before = wordsOf(text.slice(0, m.index)).filter((w) => !timeSpans.some((s) => overlaps(s, w)));
  if (!before.every((w) => LEAD_IN.has(w.word))) return null;
  // "no, remind me at 7" corrects a time; "no need to remind me" declines.
  if (before.some((w) => w.word === 'no') && before.length > 1) return null;
  // Everything before the cue is lead-in or time: the task starts after it.
  return { span: { start: 0, end: m.index + m[0].length }, polite: before.some((w) => POLITE_ASK.has(w.word)) };
}

/** Whether a cue could be in the text (for texts too long to read). */
export const mayHaveCue = (text: string) => CUE.test(text);

// ---- Questions and the plain shape ----

const QUESTION_STARTERS = set(`
  what whats when whens where wheres why how hows who whos whose which did does is are was were will would could
  should shall can might has am arent isnt didnt doesnt wont cant couldnt wouldnt shouldnt`);
/** A task that is a question ("remind me what time it is?"). */
export const TASK_QUESTION_STARTERS = set('what whats when where why how who which whether if');

export function isQuestion(text: string): boolean {
  return /\?[\s\p{P}\p{S}]*$/u.test(text) || QUESTION_STARTERS.has(wordsOf(text)[0]?.word ?? '');
}

/** A subject (a statement about someone: "I'll call mom tomorrow"), a negation, or chatter. */
const NOT_A_TASK_START = set(`
  i ill im id ive we well weve wed were he hes hed she shes shed they theyre theyll theyve theyd you youre youll
  youve youd u ur it its itll that thats this there theres lets here heres
  no dont didnt doesnt not never cant wont isnt nothing
  ok okay k kk lol lmao lmfao rofl haha hahaha hehe thanks thank thx ty tysm yes yeah yea yep yup nope nah sure
  cool great good nice awesome perfect fine hi hey hello yo bye goodbye cya see sounds love miss omg wow sorry np
  yay night nite gn gm congrats congratulations welcome oh ah hmm um umm uh wait just also btw fyi happy merry
  same agreed true right so and but or because cause cuz if whenever maybe probably hopefully already still
  running omw leaving heading almost coming be got getting going gonna wanna had was did`);
/**
 * Words that speak to someone or about us together ("see you at 6"), about the reminders themselves ("my 6pm
 * reminder never came"), or deny something ("the parcel didn't come at 5"): a conversation, not a task.
 */
const CONVERSATION_WORDS = set(`
  you u ya youre ur your yours we us our lets reminder reminders nagtext
  not never dont didnt doesnt wasnt werent isnt arent cant couldnt wont wouldnt hasnt havent hadnt`);

/** The plain "<task> <time>" shape a text without a cue must have; its task is what the time spans leave. */
export function hasPlainShape(text: string, multiline: boolean, timeSpans: readonly Span[]): boolean {
  const words = wordsOf(text);
  if (multiline || words.length === 0 || words.length > PLAIN_MAX_WORDS) return false;
  // A cue that findCue refused ("no need to remind me") is talk about reminders.
  if (/[.!?;](?=\s+\S)/.test(text) || isQuestion(text) || CUE.test(text)) return false;
  const first = words.find((w) => !timeSpans.some((s) => overlaps(s, w)));
  if (first && NOT_A_TASK_START.has(first.word)) return false;
  return !words.some((w) => CONVERSATION_WORDS.has(w.word));
}
