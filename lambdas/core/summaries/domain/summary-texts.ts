import { fitTasksToOneSegment } from '../../texting/domain/fit-tasks';
import type { DayPart } from '../../reminders/domain/reminder-insights';
import type { WeeklySummary } from './weekly-summary';

const IN_PART: Record<DayPart, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'at night',
};
const patternWords = (pattern: NonNullable<WeeklySummary['pattern']>) =>
  pattern.kind === 'fastest' ? `fastest on ${pattern.on}` : `mostly ${IN_PART[pattern.in]}`;

export const summaryTexts = {
  /**
   * The weekly summary (Sundays 6 PM, opt-in): done of due, the best streak, the most snoozed, a clear pattern of
   * one reminder, and LIST while something is open. One segment: long task names give way alike, ending in "...".
   */
  weeklySummary: (week: WeeklySummary) =>
    fitTasksToOneSegment(
      ([streakTask, snoozedTask, patternTask]) =>
        [
          `NagText week: ${week.done} of ${week.due} done.`,
          ...(week.streak ? [`Streak: ${streakTask} ${week.streak.count} ${week.streak.unit}.`] : []),
          ...(week.mostSnoozed ? [`Most snoozed: ${snoozedTask} (${week.mostSnoozed.snoozes}x).`] : []),
          ...(week.pattern ? [`You do '${patternTask}' ${patternWords(week.pattern)}.`] : []),
          ...(week.anyOpen ? ['Reply LIST for open ones.'] : []),
        ].join(' '),
      [week.streak?.task ?? '', week.mostSnoozed?.task ?? '', week.pattern?.task ?? ''],
    ),
} as const;
