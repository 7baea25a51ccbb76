import type { NagStyle } from '#shared/vocabulary';
import type { Completion } from './completion';

/**
 * What works, counted as occurrences end (never a scan): each ended occurrence, written once as its completion,
 * adds to its month's tally for the nag style it was nagged with, and to its day's tally for the public figure.
 * These are the pure rules: which counters one completion adds, and what a sum of tallies says.
 */

/** Ladder steps counted apart (done after 0, 1, ... 15 nags); a done after more (a snooze past the cap) counts at 15. */
export const LAST_STEP = 15;

/**
 * Upper bounds, in minutes (exclusive), of the time-to-done buckets; a last, open bucket holds the rest (a week or
 * more). Fine where most answers fall (a minute, then 5, 10, 15 minutes apart in the first hour) and coarser
 * after, so each bucket spans at most its lower bound again or so (relative error of the median under about 50%
 * beyond an hour, and never more than the width of the bucket it falls in: 15 minutes up to an hour, 30 to
 * 2 hours, 1-2 hours to 8 hours, 6 hours to a day, then a day or more).
 */
export const MINUTES_TO_DONE_BOUNDS = [
  1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1080, 1440, 2880, 10080,
] as const;

export const HISTOGRAM_BUCKETS = MINUTES_TO_DONE_BOUNDS.length + 1;

/** One sum of ended occurrences (a month and style, a day, or a sum of those). */
export interface EffectTally {
  ended: number;
  done: number;
  skipped: number;
  /** Ignored to the end: the ladder ran out with no answer. */
  missed: number;
  /** Done with at most one text sent (none, or the first alone). */
  doneBeforeSecondText: number;
  /** Done with at most two texts sent: the public figure. */
  doneBySecondText: number;
  /** doneAtStep[n]: done after n nags (n = 0 .. LAST_STEP, the last also counting more). */
  doneAtStep: number[];
  /** Done after at least one text, by minutes from the occurrence's time (its first text) to DONE: see the bounds. */
  minutesToDone: number[];
}

/** The counters one completion adds, by name (the names the stored counter items carry). */
export type EffectCounts = Record<string, number>;

export const stepCounter = (step: number) => `step${step}`;
export const bucketCounter = (bucket: number) => `min${bucket}`;

/** The histogram bucket of a time to done: the first whose upper bound is above it, else the open one. */
export function minutesBucket(minutes: number): number {
  const index = MINUTES_TO_DONE_BOUNDS.findIndex((bound) => minutes < bound);
  return index === -1 ? MINUTES_TO_DONE_BOUNDS.length : index;
}

/** The effective nag style of an occurrence: the reminder's own, else its owner's. */
export const effectiveNagStyle = (reminder: { nagStyle?: NagStyle }, owner: { nagStyle: NagStyle }): NagStyle =>
  reminder.nagStyle ?? owner.nagStyle;

/**
 * What one ended occurrence adds to its month's tally. The time to done runs from the occurrence's time (its first
 * text) to DONE, for a done that had at least one text (one done before any text had no first text to time).
 */
export function completionCounts(
  completion: Pick<Completion, 'outcome' | 'nags' | 'occurrenceAt' | 'completedAt'>,
): EffectCounts {
  const nags = Math.max(0, completion.nags ?? 0);
  const counts: EffectCounts = { ended: 1 };
  if (completion.outcome === 'skipped') counts.skipped = 1;
  if (completion.outcome === 'missed') counts.missed = 1;
  if (completion.outcome !== 'done') return counts;
  counts.done = 1;
  if (nags <= 1) counts.doneBeforeSecondText = 1;
  if (nags <= 2) counts.doneBySecondText = 1;
  counts[stepCounter(Math.min(nags, LAST_STEP))] = 1;
  if (nags >= 1) {
    const minutes = Math.max(0, Date.parse(completion.completedAt) - Date.parse(completion.occurrenceAt)) / 60_000;
    counts[bucketCounter(minutesBucket(minutes))] = 1;
  }
  return counts;
}

/** What it adds to its day's tally (the public figure needs no more). */
export function completionDayCounts(completion: Pick<Completion, 'outcome' | 'nags'>): EffectCounts {
  const counts: EffectCounts = { ended: 1 };
  if (completion.outcome === 'done' && Math.max(0, completion.nags ?? 0) <= 2) counts.doneBySecondText = 1;
  return counts;
}

/** The month (UTC) and day (UTC) an occurrence ended in: where it is counted. */
export const countedMonth = (completedAt: string) => completedAt.slice(0, 7);
export const countedDay = (completedAt: string) => completedAt.slice(0, 10);

export const emptyTally = (): EffectTally => ({
  ended: 0,
  done: 0,
  skipped: 0,
  missed: 0,
  doneBeforeSecondText: 0,
  doneBySecondText: 0,
  doneAtStep: Array.from({ length: LAST_STEP + 1 }, () => 0),
  minutesToDone: Array.from({ length: HISTOGRAM_BUCKETS }, () => 0),
});

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A stored counter item (or a sum of them) read back as a tally: absent counters are 0. */
export function tallyOf(counters: Record<string, unknown>): EffectTally {
  const tally = emptyTally();
  tally.ended = count(counters.ended);
  tally.done = count(counters.done);
  tally.skipped = count(counters.skipped);
  tally.missed = count(counters.missed);
  tally.doneBeforeSecondText = count(counters.doneBeforeSecondText);
  tally.doneBySecondText = count(counters.doneBySecondText);
  tally.doneAtStep = tally.doneAtStep.map((_, step) => count(counters[stepCounter(step)]));
  tally.minutesToDone = tally.minutesToDone.map((_, bucket) => count(counters[bucketCounter(bucket)]));
  return tally;
}

export function addTallies(...tallies: EffectTally[]): EffectTally {
  const sum = emptyTally();
  for (const t of tallies) {
    sum.ended += t.ended;
    sum.done += t.done;
    sum.skipped += t.skipped;
    sum.missed += t.missed;
    sum.doneBeforeSecondText += t.doneBeforeSecondText;
    sum.doneBySecondText += t.doneBySecondText;
    t.doneAtStep.forEach((n, i) => (sum.doneAtStep[i]! += n));
    t.minutesToDone.forEach((n, i) => (sum.minutesToDone[i]! += n));
  }
  return sum;
}

/**
 * The median time to done from the histogram: found in the bucket where half the timed dones are reached, and
 * placed in it by linear interpolation (as if that bucket's dones were spread evenly), so it is off by less than
 * that bucket's width. In the open bucket (a week or more) it says only "at least a week". Null with none timed.
 */
export function medianMinutesToDone(histogram: number[]): { minutes: number; atLeast: boolean } | null {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const half = total / 2;
  let before = 0;
  for (let bucket = 0; bucket < histogram.length; bucket += 1) {
    const inBucket = histogram[bucket]!;
    if (inBucket > 0 && before + inBucket >= half) {
      const lower = bucket === 0 ? 0 : MINUTES_TO_DONE_BOUNDS[bucket - 1]!;
      const upper = MINUTES_TO_DONE_BOUNDS[bucket];
      if (upper === undefined) return { minutes: lower, atLeast: true };
      return { minutes: Math.round(lower + ((upper - lower) * (half - before)) / inBucket), atLeast: false };
    }
    before += inBucket;
  }
  return null;
}

/** A share as a fraction to 3 places (a tenth of a percent), null when nothing ended. */
export const shareOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null;

/** Below this many ended occurrences in the last 30 days, the public figure is not shown (too few to say anything). */
export const PUBLIC_FIGURE_MIN_OCCURRENCES = 1000;
export const PUBLIC_FIGURE_DAYS = 30;

/**
 * The public figure: the whole percent of occurrences ended in the window that were done by the second text,
 * rounded half up; null below the threshold. It carries no count and nothing of anyone's.
 */
export function publicDonePercent(tally: Pick<EffectTally, 'ended' | 'doneBySecondText'>): number | null {
  if (tally.ended < PUBLIC_FIGURE_MIN_OCCURRENCES) return null;
  // In whole numbers: floor(100 * part / whole + 1/2) = floor((200 * part + whole) / (2 * whole)), no float to round wrong.
  return Math.floor((200 * tally.doneBySecondText + tally.ended) / (2 * tally.ended));
}

/** The `count` UTC days ending with the day before `now` (whole days only), oldest first, as 'YYYY-MM-DD'. */
export function lastWholeDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(today - (count - i) * 86_400_000).toISOString().slice(0, 10));
}
