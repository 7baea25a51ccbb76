import { fitTasksToOneSegment } from '../../texting/domain/fit-tasks';
import type { WeeklySummary } from './weekly-summary';

export const summaryTexts = {
  /**
   * The weekly summary (Sundays 6 PM, opt-in): done of due, the best streak, the most snoozed, and LIST while
   * something is open. One segment: long task names give way alike, ending in "...".
   */
  weeklySummary: (week: WeeklySummary) =>
    fitTasksToOneSegment(
      ([streakTask, snoozedTask]) =>
        [
          `NagText week: ${week.done} of ${week.due} done.`,
          ...(week.streak ? [`Streak: ${streakTask} ${week.streak.count} ${week.streak.unit}.`] : []),
          ...(week.mostSnoozed ? [`Most snoozed: ${snoozedTask} (${week.mostSnoozed.snoozes}x).`] : []),
          ...(week.anyOpen ? ['Reply LIST for open ones.'] : []),
        ].join(' '),
      [week.streak?.task ?? '', week.mostSnoozed?.task ?? ''],
    ),
} as const;
