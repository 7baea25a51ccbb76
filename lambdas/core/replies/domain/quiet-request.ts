/** QUIET, QUIET HOURS, QUIET: 10pm-7am: what a text asking about quiet hours says. */
export type QuietRequest =
  { kind: 'quiet'; hours?: { start: string; end: string } } | { kind: 'quiet_invalid'; words: string };

const QUIET_REQUEST = /^\s*quiet(?:\s*hours)?(?:\s*[:=]\s*|\s+|$)([^\n]*)$/i;
const RANGE = /^(.+?)\s*(?:-|–|—|\bto\b|\buntil\b|\btill\b)\s*(.+)$/i;
const TIME = /^(\d{1,2})(?:[:.]?(\d{2}))?\s*(a\.?m?\.?|p\.?m?\.?)?$/i;

const pad = (n: number) => String(n).padStart(2, '0');

/** "10pm", "10:30 pm", "22:00", "7", "7am", "noon", "midnight": a wall time HH:MM, or null. */
export function readClockTime(words: string): string | null {
  const text = words.trim().toLowerCase();
  if (text === 'noon') return '12:00';
  if (text === 'midnight') return '00:00';
  const match = TIME.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.[0];
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * QUIET alone asks what they are; QUIET <from>-<until> sets them ("10pm-7am", "22:00 to 07:00"). A range that reads
 * as no two times, or as one time twice (no texts at all, or all day), is invalid: nothing changes.
 */
export function readQuietRequest(raw: string): QuietRequest | null {
  const request = QUIET_REQUEST.exec(raw.slice(0, 100));
  if (!request) return null;
  const words = request[1]!.trim();
  if (!words) return { kind: 'quiet' };
  const range = RANGE.exec(words);
  const start = range ? readClockTime(range[1]!) : null;
  const end = range ? readClockTime(range[2]!) : null;
  if (!start || !end || start === end) return { kind: 'quiet_invalid', words };
  return { kind: 'quiet', hours: { start, end } };
}
