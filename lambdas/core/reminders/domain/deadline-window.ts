import { addDays } from './recurrence';
import { wallTimeToInstant } from '../../kernel/wall-time';
import { outOfOwnerQuietHours, type HeadsUpClock } from './heads-up';

/**
 * A deadline window ("pay rent between the 25th and the 1st"): each occurrence is the DEADLINE, and from
 * `windowDays` days before it the reminder sends one gentle text a day at its wall time, no ladder; on the deadline
 * day the full ladder runs as for any reminder. `windowDays` is fixed per reminder: the days before the deadline
 * (a monthly rent due on the 1st with 6 days opens on the 25th of a 30-day month and the 26th of a 31-day one).
 *
 * Each gentle text is a plan step of its own, attempt -k for the text k days before the deadline (-6 ... -1), so it
 * has its own nag id and is claimed once like any nag; the heads-up is attempt 0 and the ladder starts at 1.
 */

/** The attempt of the gentle text `daysBefore` days before the deadline. */
export const windowAttemptOf = (daysBefore: number) => -daysBefore;

/** Whether a planned attempt is one of a window's gentle texts. */
export const isWindowAttempt = (attempt: number | undefined) => attempt !== undefined && attempt < 0;

/** How many days before the deadline the gentle text of this attempt is. */
export const daysBeforeOf = (attempt: number) => -attempt;

/**
 * When the gentle text `daysBefore` days before the deadline is due: the reminder's wall time on that date in the
 * owner's zone (a wall-clock day: 9:00 AM stays 9:00 AM across a DST change).
 */
export function windowTextDueAt(deadlineDate: string, wallTime: string, daysBefore: number, zone: string): Date {
  return wallTimeToInstant(addDays(deadlineDate, -daysBefore), wallTime, zone);
}

/**
 * The next gentle text to plan for a deadline (`occurrence`), from `now`: the earliest window day (at most
 * `windowDays` before, and closer than `before` when given: the text just sent) whose time has not passed, moved out
 * of quiet hours. Null when none is left: every window day's time has passed, or waiting out quiet hours would bring
 * it to the deadline itself (then the deadline's own ladder says it all).
 */
export function nextWindowText(
  occurrence: { date: string; at: Date },
  wallTime: string,
  windowDays: number,
  owner: HeadsUpClock,
  now: Date,
  before?: number,
): { attempt: number; at: Date } | null {
  const from = before === undefined ? windowDays : Math.min(windowDays, before - 1);
  for (let daysBefore = from; daysBefore >= 1; daysBefore--) {
    const due = windowTextDueAt(occurrence.date, wallTime, daysBefore, owner.timezone);
    if (due.getTime() < now.getTime()) continue;
    const at = outOfOwnerQuietHours(due, owner);
    return at.getTime() < occurrence.at.getTime() ? { attempt: windowAttemptOf(daysBefore), at } : null;
  }
  return null;
}

/** The window's first day: the date of its first gentle text (the calendar feed's event starts here). */
export const windowStartDate = (deadlineDate: string, windowDays: number) => addDays(deadlineDate, -windowDays);

/**
 * The 400's words when a window reaches back to the previous occurrence: a window must end before the previous
 * deadline's day, so it is at most the shortest gap in days less one (6 on a weekly reminder, 27 on a monthly one:
 * February). `gapHours` is heads-up.ts's `shortestGapHours` (null: a one-time reminder, any window fits).
 */
export function windowGapProblem(windowDays: number, gapHours: number | null): string | null {
  if (gapHours === null) return null;
  const most = Math.floor(gapHours / 24) - 1;
  if (windowDays <= most) return null;
  if (most < 1) return `A deadline window needs at least 2 days between deadlines: this repeat has none to spare`;
  return `Window must be at most ${most} days for this repeat: ${windowDays} days would reach back to the previous deadline`;
}

/** The 400's words when a window and a heads-up are asked together: the window already texts before the deadline. */
export const WINDOW_WITH_HEADS_UP_MESSAGE =
  'A deadline window already texts you every day before the deadline: remove the heads-up to set a window';

/** The 400's words when the deadline a window leads to has passed. */
export const WINDOW_DEADLINE_PASSED_MESSAGE = 'That deadline has already passed. Pick a deadline in the future.';
