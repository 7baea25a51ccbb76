import { NAG_STYLES, type NagStyle } from '#shared/vocabulary';
import type { NewCompletion } from '#core/reminders/domain/completion';
import {
  addTallies,
  completionCounts,
  completionDayCounts,
  countedDay,
  countedMonth,
  emptyTally,
  tallyOf,
  type EffectTally,
} from '#core/reminders/domain/effectiveness';
import type { EffectivenessCounters } from '#core/reminders/ports/effectiveness-counters';

/**
 * In-memory effectiveness counters for unit tests: the same counts as the DynamoDB adapter (from the same domain
 * rules), without shards. `count` is what recording a new completion does (memoryReminders calls it).
 */
export function memoryEffectiveness(): EffectivenessCounters & { count(completion: NewCompletion): void } {
  const months = new Map<string, EffectTally>();
  const days = new Map<string, EffectTally>();
  return {
    count(completion) {
      const monthKey = `${countedMonth(completion.completedAt)}#${completion.nagStyle}`;
      months.set(monthKey, addTallies(months.get(monthKey) ?? emptyTally(), tallyOf(completionCounts(completion))));
      const day = countedDay(completion.completedAt);
      days.set(day, addTallies(days.get(day) ?? emptyTally(), tallyOf(completionDayCounts(completion))));
    },
    async months(wanted) {
      return wanted.map((month) => ({
        month,
        byStyle: Object.fromEntries(
          NAG_STYLES.map((style) => [style, structuredClone(months.get(`${month}#${style}`) ?? emptyTally())]),
        ) as Record<NagStyle, EffectTally>,
      }));
    },
    async days(wanted) {
      return addTallies(...wanted.map((day) => days.get(day) ?? emptyTally()));
    },
  };
}
