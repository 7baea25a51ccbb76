import { monthOf } from '#core/admin/domain/stats-months';
import type { StatCounter, StatsCounters } from '#core/kernel/stat-counters';

type Counters = Partial<Record<StatCounter, number>>;

/** In-memory stats counters for unit tests; same contract as the DynamoDB adapter (idempotent by event id). */
export function memoryStats(): StatsCounters {
  const seen = new Set<string>();
  const byMonth = new Map<string, Counters>();
  const total: Counters = {};
  const add = (into: Counters, deltas: Counters) => {
    for (const [name, delta] of Object.entries(deltas) as [StatCounter, number][]) {
      if (typeof delta === 'number' && delta !== 0) into[name] = (into[name] ?? 0) + delta;
    }
  };
  return {
    async record(eventId, at, deltas) {
      if (seen.has(eventId)) return false;
      seen.add(eventId);
      const month = monthOf(at);
      const counters = byMonth.get(month) ?? {};
      add(counters, deltas);
      byMonth.set(month, counters);
      add(total, deltas);
      return true;
    },
    async totals() {
      return { ...total };
    },
    async months(months) {
      return months.map((month) => ({ month, counters: { ...(byMonth.get(month) ?? {}) } }));
    },
  };
}
