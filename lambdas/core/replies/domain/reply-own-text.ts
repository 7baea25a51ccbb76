/**
 * Our own texts (each capability's *-texts.ts, gathered in docs/ARCHITECTURE.md) sent back to us, by an auto-responder or a
 * forward: they are full of our command words ("Reply DONE or SNOOZE", "no more texts for it") and must never
 * be read as the sender's commands, nor as a request for a reminder. A test fills every template and checks that
 * none reads as one.
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\u00AD\u180E\u061C]/g;
const QUOTES = /[\u2018\u2019\u201C\u201D]/g;

/** How our texts open: the service's name with a template's separator, or the first words of an answer. */
const OPENINGS = new RegExp(
  [
    String.raw`NagText(?::| week:| nudge \d| \d+/\d+:|, last nag)`,
    String.raw`[^\n]{1,100}? would like you as their NagText buddy:`,
    String.raw`Nice work! "`,
    String.raw`Skipped "`,
    String.raw`Snoozed (?:until \S|'[^']*' until \S)`,
    String.raw`'[^']*' stays snoozed until`,
    String.raw`(?:Deleted|Moved) #\d`,
    String.raw`You've sent a lot of texts, so I'll stop answering`,
    String.raw`Paused: no reminder texts`,
    String.raw`Resumed(?:: your| ')`,
    String.raw`'[^']*' (?:has no more dates|\(#\d+\) isn't paused)`,
    String.raw`Open reminders:`,
    String.raw`You have no open reminders`,
    String.raw`Sorry, I (?:didn't get that|couldn't read that time)\.`,
    String.raw`I can't find #\d`,
    String.raw`Got it: #\d`,
    String.raw`When should I remind you to `,
    String.raw`Removed #\d`,
    String.raw`Nothing to undo: `,
    String.raw`That's \d+ reminders by text`,
    String.raw`A (?:snooze|pause) can be \d`,
    String.raw`That (?:is too (?:short|long)|time has passed)\. A (?:snooze|pause)`,
  ]
    .map((opening) => `(?:${opening})`)
    .join('|'),
);

/** Our reply hints, quoted anywhere: "Reply DONE", 'Reply "SNOOZE 2H"' (our command words are upper case). */
const REPLY_HINT = /\b[Rr]eply "?(?:DONE|SNOOZE|STOP|START|HELP|LIST|RESUME|PAUSE|SKIP|UNDO)\b/;

const OWN_TEXT = new RegExp(`^\\W{0,3}(?:${OPENINGS.source})`);
const visible = (text: string) =>
  text
    .replace(INVISIBLE, '')
    .replace(QUOTES, (q) => (q === '\u2018' || q === '\u2019' ? "'" : '"'))
    .trimStart();

/** A text that opens as one of ours: read as nothing at all, not even an opt-out (ours say "no more texts"). */
export const isOwnText = (text: string) => OWN_TEXT.test(visible(text.slice(0, 200)));

/**
 * A text that quotes our reply hints ("…Reply DONE or SNOOZE."): its command words are ours, not the sender's.
 * An opt-out in it still counts (meansOptOut leaves the hint "Reply STOP to opt out" out).
 */
export const quotesOurHints = (text: string) => REPLY_HINT.test(visible(text).slice(0, 2_000));
