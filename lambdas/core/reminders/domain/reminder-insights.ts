import { instantToWallTime } from '../../kernel/wall-time';
import type { Completion } from './completion';

/** How many of a reminder's latest ended occurrences the figures are read from. */
export const INSIGHT_WINDOW = 30;
/** Fewer ended occurrences than this: no figures at all (too few to say anything true). */
export const MIN_OCCURRENCES_FOR_INSIGHTS = 5;
/**
 * Weekends against weekdays: each side needs at least this many done occurrences, and the faster side's median
 * time to DONE must be at most PATTERN_SPEED_RATIO of the slower side's, and at least PATTERN_MIN_GAP_MINUTES
 * shorter. Otherwise no pattern is said.
 */
export const PATTERN_MIN_DONE_EACH_SIDE = 3;
export const PATTERN_SPEED_RATIO = 0.5;
export const PATTERN_MIN_GAP_MINUTES = 15;
/**
 * The part of the day it gets done: at least PATTERN_MIN_DONE_IN_PART done occurrences, and at least
 * PATTERN_PART_SHARE of all done ones, in one part of the day, and that part is not the one its first texts
 * usually go in (a morning reminder done in the morning says nothing new).
 */
export const PATTERN_MIN_DONE_IN_PART = 5;
export const PATTERN_PART_SHARE = 0.7;

export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';
/** Morning 5:00-11:59, afternoon 12:00-16:59, evening 17:00-21:59, night 22:00-4:59 (local hours). */
export function dayPartOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

/** A clear pattern, worth a sentence: faster on weekends (or weekdays), or done mostly in one part of the day. */
export type InsightPattern = { kind: 'fastest'; on: 'weekends' | 'weekdays' } | { kind: 'mostly'; in: DayPart };

export interface InsightFigures {
  /** Done on the first text (or before it): nags <= 1. */
  firstText: number;
  /** Done after more texts: one entry per number of texts sent (2 and up), ascending, only counts above 0. */
  afterNags: { nags: number; count: number }[];
  /** Ignored to the end (missed). */
  ignored: number;
  /** Skipped: reported apart, neither done nor ignored. */
  skipped: number;
  /** The median minutes from the first text to DONE (absent with nothing done). */
  medianMinutesToDone?: number;
  /** Done occurrences by the local hour they were done (24 counts, 0 = midnight). */
  doneByHour: number[];
  /** Done occurrences by the local day they were done (7 counts, Monday first). */
  doneByWeekday: number[];
  pattern?: InsightPattern;
}

export interface ReminderInsights {
  /** Ended occurrences read (at most INSIGHT_WINDOW), skipped ones included. */
  occurrences: number;
  /** Absent below MIN_OCCURRENCES_FOR_INSIGHTS. */
  figures?: InsightFigures;
}

const MINUTE_MS = 60_000;

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The local hour and ISO weekday (1 = Monday) of an instant in the zone: DST-correct (the zone's own offset then). */
function localOf(iso: string, zone: string): { hour: number; weekday: number } {
  const { date, time } = instantToWallTime(new Date(iso), zone);
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return { hour: Number(time.slice(0, 2)), weekday: day === 0 ? 7 : day };
}

const minutesToDone = (c: Completion) =>
  Math.max(0, Math.round((Date.parse(c.completedAt) - Date.parse(c.occurrenceAt)) / MINUTE_MS));

function mostCommon<T>(values: readonly T[]): { value: T; count: number } | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let top: { value: T; count: number } | undefined;
  for (const [value, count] of counts) if (!top || count > top.count) top = { value, count };
  return top;
}

function fastestPattern(done: readonly Completion[], zone: string): InsightPattern | undefined {
  const weekend = done.filter((c) => localOf(c.occurrenceAt, zone).weekday >= 6).map(minutesToDone);
  const weekday = done.filter((c) => localOf(c.occurrenceAt, zone).weekday <= 5).map(minutesToDone);
  if (weekend.length < PATTERN_MIN_DONE_EACH_SIDE || weekday.length < PATTERN_MIN_DONE_EACH_SIDE) return undefined;
  const [end, day] = [median(weekend)!, median(weekday)!];
  const [fast, slow] = end < day ? [end, day] : [day, end];
  if (fast > slow * PATTERN_SPEED_RATIO || slow - fast < PATTERN_MIN_GAP_MINUTES) return undefined;
  return { kind: 'fastest', on: end < day ? 'weekends' : 'weekdays' };
}

function dayPartPattern(done: readonly Completion[], zone: string): InsightPattern | undefined {
  const top = mostCommon(done.map((c) => dayPartOf(localOf(c.completedAt, zone).hour)));
  if (!top || top.count < PATTERN_MIN_DONE_IN_PART || top.count < done.length * PATTERN_PART_SHARE) return undefined;
  const textedIn = mostCommon(done.map((c) => dayPartOf(localOf(c.occurrenceAt, zone).hour)));
  return textedIn?.value === top.value ? undefined : { kind: 'mostly', in: top.value };
}

/**
 * What works for one reminder, from its ended occurrences (any order; the latest INSIGHT_WINDOW by occurrence
 * are read) in the owner's zone. Below MIN_OCCURRENCES_FOR_INSIGHTS, only the count. Weekends against weekdays
 * go by the day of the first text; hours and days by when it was done.
 */
export function reminderInsightsOf(history: readonly Completion[], zone: string): ReminderInsights {
  const latest = [...history]
    .sort((a, b) => b.occurrenceAt.localeCompare(a.occurrenceAt) || b.occurrenceDate.localeCompare(a.occurrenceDate))
    .slice(0, INSIGHT_WINDOW);
  if (latest.length < MIN_OCCURRENCES_FOR_INSIGHTS) return { occurrences: latest.length };

  const done = latest.filter((c) => c.outcome === 'done');
  const after = new Map<number, number>();
  for (const c of done) if ((c.nags ?? 0) > 1) after.set(c.nags!, (after.get(c.nags!) ?? 0) + 1);
  const doneByHour = Array.from({ length: 24 }, () => 0);
  const doneByWeekday = Array.from({ length: 7 }, () => 0);
  for (const c of done) {
    const { hour, weekday } = localOf(c.completedAt, zone);
    doneByHour[hour]! += 1;
    doneByWeekday[weekday - 1]! += 1;
  }
  const medianMinutesToDone = median(done.map(minutesToDone));
  const pattern = fastestPattern(done, zone) ?? dayPartPattern(done, zone);
  return {
    occurrences: latest.length,
    figures: {
      firstText: done.filter((c) => (c.nags ?? 0) <= 1).length,
      afterNags: [...after].sort(([a], [b]) => a - b).map(([nags, count]) => ({ nags, count })),
      ignored: latest.filter((c) => c.outcome === 'missed').length,
      skipped: latest.filter((c) => c.outcome === 'skipped').length,
      ...(medianMinutesToDone === undefined ? {} : { medianMinutesToDone: Math.round(medianMinutesToDone) }),
      doneByHour,
      doneByWeekday,
      ...(pattern ? { pattern } : {}),
    },
  };
}
