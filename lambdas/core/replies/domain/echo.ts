/** How far back an inbound text is compared with what we sent to its number. */
export const ECHO_WINDOW_HOURS = 24;
/** A shorter text of ours held whole is not an echo: people write "reply done" too. */
const MIN_QUOTED_CHARS = 24;
/** A piece of one of our texts is an echo only when it is this long (a bot cutting at a segment), not a task's words. */
const MIN_PIECE_CHARS = 60;

const DATE_WORDS =
  /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|am|pm|st|nd|rd|th)\b/g;

/**
 * A text reduced to what an echo keeps of it: letters only, lower case, single spaces, with digits and the
 * words of dates and times dropped ("Tue Nov 24, 9:00 AM"), so an older text of ours with other numbers in it
 * still matches.
 */
export function echoForm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .replace(DATE_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether an inbound text is one of our own texts coming back (an auto-responder, a bot answering with something
 * we sent earlier, a forward): it holds a whole text of ours, or is a long enough piece of one (a bot that cuts at
 * a segment). Never true for a person's short command, even one our texts suggest ("DONE", "SNOOZE 2H").
 */
export function isEchoOf(inbound: string, ours: readonly string[]): boolean {
  const text = echoForm(inbound);
  if (text.length < MIN_QUOTED_CHARS) return false;
  return ours.some((sent) => {
    const form = echoForm(sent);
    return (
      (form.length >= MIN_QUOTED_CHARS && text.includes(form)) ||
      (text.length >= MIN_PIECE_CHARS && form.includes(text))
    );
  });
}
