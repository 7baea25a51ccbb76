import { fitTaskToOneSegment } from '../../texting/domain/fit-task';
import { fromOwner } from './nag-texts';
import { dayDateText } from '../../texting/domain/local-time-text';
import { instantToWallTime } from '../../kernel/wall-time';
import { daysBeforeOf } from '../../reminders/domain/deadline-window';
import type { Reminder } from '../../reminders/domain/reminder';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Whole local days from `now` to the deadline in the zone (by dates: a DST day is 23 or 25 hours). */
export function daysLeft(deadline: Date, now: Date, zone: string): number {
  return dayNumber(instantToWallTime(deadline, zone).date) - dayNumber(instantToWallTime(now, zone).date);
}

export const windowTexts = {
  /**
   * A deadline window's gentle text (one a day before the deadline, no ladder): what is due and when, how to close
   * it. The window's first day says it opens, its last that the deadline's nags start tomorrow, the days between how
   * many are left; counted by local dates from `now`, so one moved out of quiet hours into the next day still reads
   * right. One segment: a long task is shortened with "...".
   */
  windowText: (input: {
    task: string;
    ref: string;
    deadline: Date;
    now: Date;
    zone: string;
    /** Whether this is the window's first day (its widest, `windowDays` before the deadline). */
    firstDay: boolean;
    /** For someone else: the owner's first name ("From Ada: "). */
    from?: string;
  }) => {
    const left = daysLeft(input.deadline, input.now, input.zone);
    const date = dayDateText(input.deadline, input.zone);
    const ref = `#${input.ref}`;
    return fitTaskToOneSegment((task) => fromOwner(input.from) + gentleBody(task), input.task);
    function gentleBody(task: string): string {
      if (left <= 0) return `${task} is due today (${ref}). Reply DONE when it's done.`;
      if (left === 1)
        return `${task} is due tomorrow, ${date} (${ref}). Reply DONE when it's done, or tomorrow I'll keep at it.`;
      if (input.firstDay)
        return `Window open: ${task} is due ${date} (${ref}), ${left} days from now. Reply DONE when it's done.`;
      return `${task} is due ${date} (${ref}): ${left} days left. Reply DONE when it's done.`;
    }
  },
};

/** The gentle text a reminder's plan names now (its next nag is a window day's), as seen from `now` in the zone. */
export const windowTextFor = (
  reminder: Pick<Reminder, 'task' | 'ref' | 'occurrenceAt' | 'windowDays' | 'nextNag'>,
  zone: string,
  now: Date,
  from?: string,
) =>
  windowTexts.windowText({
    ...(from ? { from } : {}),
    task: reminder.task,
    ref: reminder.ref,
    deadline: new Date(reminder.occurrenceAt),
    now,
    zone,
    firstDay: daysBeforeOf(reminder.nextNag?.attempt ?? 0) === reminder.windowDays,
  });
