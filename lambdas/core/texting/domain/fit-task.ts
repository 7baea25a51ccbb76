import { isGsmCharacter, smsSegments } from './sms-segments';

/** Replaces a shortened task's tail; "…" is not in the GSM alphabet and would turn the text into UCS-2. */
export const ELLIPSIS = '...';

/** Newlines, tabs and runs of spaces in a task become single spaces. */
export const normaliseTaskWhitespace = (task: string): string => task.replace(/\s+/gu, ' ').trim();

/** Look-alikes for characters outside GSM 03.38 that people type often (smart punctuation). */
const GSM_LOOKALIKES: Record<string, string> = {
  '…': '...',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '–': '-',
  '—': '-',
  '―': '-',
  '‐': '-',
  '‑': '-',
  '−': '-',
  '•': '*',
  '·': '.',
  '«': '"',
  '»': '"',
  '`': "'",
};

/**
 * The task with every character outside GSM 03.38 replaced by a look-alike (’ -> '), by its letter without
 * accents (ă -> a, ç -> c), or dropped (emoji, other scripts), so a text around it can travel as GSM-7.
 */
export function toGsmTask(task: string): string {
  const replaced = [...task].map((char) => {
    if (isGsmCharacter(char)) return char;
    const lookalike = GSM_LOOKALIKES[char];
    if (lookalike !== undefined) return lookalike;
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return [...base].every(isGsmCharacter) ? base : ' ';
  });
  return normaliseTaskWhitespace(replaced.join(''));
}

const fitsOneSegment = (text: string) => smsSegments(text) === 1;

interface Fitted {
  task: string;
  /** Characters of the task it keeps (the ellipsis not counted). */
  kept: number;
  whole: boolean;
}

/** The task whole when its text fits one segment, else its longest prefix (whole characters) plus "...", or null. */
function fitted(build: (task: string) => string, task: string): Fitted | null {
  const chars = [...task];
  if (fitsOneSegment(build(task))) return { task, kept: chars.length, whole: true };
  const prefix = (length: number) => chars.slice(0, length).join('').trimEnd();
  const shortened = (length: number) => `${prefix(length)}${ELLIPSIS}`;
  if (!fitsOneSegment(build(shortened(0)))) return null;
  // Fitting is monotonic in the prefix length: a shorter prefix never costs more, in either encoding.
  let lo = 0;
  let hi = chars.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fitsOneSegment(build(shortened(mid)))) lo = mid;
    else hi = mid - 1;
  }
  return { task: shortened(lo), kept: [...prefix(lo)].length, whole: false };
}

/**
 * build(task) with the task shortened (ending in "...") until the whole text fits ONE segment, never spilling
 * into a second paid one. Whitespace in the task is normalised first; HTML is just text.
 * A task with emoji or other non-GSM characters makes the text UCS-2 (70 per segment). It is kept as typed
 * when it fits whole, and otherwise shortened to fit one UCS-2 segment, unless replacing or dropping those
 * characters (toGsmTask) keeps more of the task in one GSM-7 segment (always so when even the bare template
 * cannot fit UCS-2). If not even "..." fits (a template too long on its own), the text carries just "...".
 */
export function fitTaskToOneSegment(build: (task: string) => string, task: string): string {
  const normalised = normaliseTaskWhitespace(task);
  const asTyped = fitted(build, normalised);
  if (asTyped?.whole) return build(normalised);
  const asGsm = toGsmTask(normalised);
  const transliterated = asGsm === normalised ? null : fitted(build, asGsm);
  // More of the task wins; on a tie, the task whole rather than cut (unless nothing is left of it), else as typed.
  const score = (f: Fitted | null) => (f ? f.kept * 2 + (f.whole && f.kept > 0 ? 1 : 0) : -1);
  const best = score(transliterated) > score(asTyped) ? transliterated : asTyped;
  return build(best?.task ?? ELLIPSIS);
}
