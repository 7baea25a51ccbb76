import { addDays, occurrenceDateAfter, type RecurrenceRule } from './recurrence';
import { deferOutOfQuietHours } from './quiet-hours';
import { wallTimeToInstant } from '../../kernel/wall-time';

/**
 * The heads-up: one text some hours before an occurrence ("Tomorrow 9:00 AM: Dentist (#4). Reply DONE if it's
 * already handled."), no ladder. It is the plan's attempt 0: the nag before the first, with its own nag id, so it is
 * claimed once like any nag, and DONE to it closes the occurrence it announces.
 */
export const HEADS_UP_ATTEMPT = 0;

const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;

/**
 * When the heads-up for an occurrence is due. Whole days (24, 48, 72) are wall-clock days: the same wall time that
 * many days before, across a DST change too ("1 day before" a 9:00 AM is 9:00 AM the day before); other hour counts
 * are elapsed hours before the occurrence's instant.
 */
export function headsUpAt(occurrence: { date: string; at: Date }, wallTime: string, hours: number, zone: string): Date {
  if (hours % DAY_HOURS === 0) return wallTimeToInstant(addDays(occurrence.date, -hours / DAY_HOURS), wallTime, zone);
  return new Date(occurrence.at.getTime() - hours * HOUR_MS);
}

/** What planning a heads-up needs of the owner: their zone and quiet hours. */
export interface HeadsUpClock {
  timezone: string;
  quietHoursStart: string;
  quietHoursEnd: string;
  /** The zone quiet hours are read in (where the person is); absent: `timezone`. */
  quietZone?: string;
  holdFirstText?: boolean;
}

/** A text planned before an occurrence (a heads-up, a window's gentle text) moved out of the owner's quiet hours, read where the person is. */
export const outOfOwnerQuietHours = (at: Date, owner: HeadsUpClock): Date =>
  deferOutOfQuietHours(
    at,
    { start: owner.quietHoursStart, end: owner.quietHoursEnd },
    owner.quietZone ?? owner.timezone,
  );

/**
 * When the heads-up actually goes: at its time, or when quiet hours end if it falls in them. Null when there is
 * none to send: its time has passed already (`now`), or waiting out quiet hours would bring it to the occurrence
 * itself or after (then the occurrence's own first nag says it all).
 */
export function plannedHeadsUpAt(
  occurrence: { date: string; at: Date },
  wallTime: string,
  hours: number,
  owner: HeadsUpClock,
  now: Date,
): Date | null {
  const due = headsUpAt(occurrence, wallTime, hours, owner.timezone);
  if (due.getTime() < now.getTime()) return null;
  const at = outOfOwnerQuietHours(due, owner);
  return at.getTime() < occurrence.at.getTime() ? at : null;
}

/** How many occurrences ahead the shortest gap is looked for: every weekly pattern, a year of monthly ones. */
const GAP_LOOKAHEAD = 60;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / (DAY_HOURS * HOUR_MS);

/**
 * The shortest time between two occurrences of a series from `fromDate`, in hours of wall-clock days (a daily
 * reminder: 24); null for a one-time reminder (no previous occurrence to overlap).
 */
export function shortestGapHours(rule: RecurrenceRule, fromDate: string): number | null {
  if (rule.repeat === 'once') return null;
  let shortest: number | null = null;
  let date = fromDate;
  for (let i = 0; i < GAP_LOOKAHEAD; i++) {
    const next = occurrenceDateAfter(rule, date);
    if (!next) break;
    const gap = (dayNumber(next) - dayNumber(date)) * DAY_HOURS;
    shortest = shortest === null ? gap : Math.min(shortest, gap);
    if (shortest === DAY_HOURS) break;
    date = next;
  }
  return shortest;
}

/** The 400's words when a heads-up reaches back past the previous occurrence; null when it fits. */
export function headsUpGapProblem(hours: number, gapHours: number | null): string | null {
  if (gapHours === null || hours <= gapHours) return null;
  return `Heads-up before must be at most ${gapHours} hours for this repeat: ${hours} hours would reach back before the previous occurrence`;
}
