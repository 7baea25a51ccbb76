import { ELLIPSIS, normaliseTaskWhitespace, toGsmTask } from './fit-task';
import { smsSegments } from './sms-segments';

const fitsOneSegment = (text: string) => smsSegments(text) === 1;

/** Each task at most `limit` characters, a longer one cut and ending in "..."; an emptied one is just "...". */
function capped(tasks: readonly string[], limit: number): string[] {
  return tasks.map((task) => {
    const chars = [...task];
    if (chars.length === 0) return ELLIPSIS;
    return chars.length <= limit ? task : `${chars.slice(0, limit).join('').trimEnd()}${ELLIPSIS}`;
  });
}

/**
 * build(tasks) in ONE segment when the text names several tasks: as typed when that fits whole; else in GSM-7
 * (look-alikes, accents dropped: 160 characters a segment instead of UCS-2's 70), every task cut to the same
 * longest length that still fits, so the shorter task stays whole and the longer gives way. If not even "..."
 * each fits, the text carries "..." for each task.
 */
export function fitTasksToOneSegment(build: (tasks: string[]) => string, tasks: readonly string[]): string {
  return fitTasksInOneSegment(build, tasks).text;
}

/** fitTasksToOneSegment's text, and its tasks as they went in (as typed, in GSM-7, or cut), for a caller to judge. */
export function fitTasksInOneSegment(
  build: (tasks: string[]) => string,
  tasks: readonly string[],
): { text: string; tasks: string[] } {
  const put = (fitted: string[]) => ({ text: build(fitted), tasks: fitted });
  const typed = tasks.map(normaliseTaskWhitespace);
  if (fitsOneSegment(build(typed))) return put(typed);
  const gsm = typed.map(toGsmTask);
  const longest = Math.max(0, ...gsm.map((task) => [...task].length));
  if (fitsOneSegment(build(capped(gsm, longest)))) return put(capped(gsm, longest));
  // The largest cap that fits: a smaller cap never makes the text longer, except right at a task's own length
  // (cut + "..." is longer than whole), which only makes this search stop a few characters short.
  let lo = 0;
  let hi = longest;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fitsOneSegment(build(capped(gsm, mid)))) lo = mid;
    else hi = mid - 1;
  }
  return put(capped(gsm, lo));
}
