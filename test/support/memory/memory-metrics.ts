import type { Metrics } from '#core/kernel/metrics';

export interface RecordedMetric {
  name: string;
  value: number;
  dimension?: Record<string, string>;
}

export interface MemoryMetrics extends Metrics {
  recorded: RecordedMetric[];
  /** How many times `name` was counted, with this dimension when given. */
  counted(name: string, dimension?: Record<string, string>): number;
}

/** Records every metric, for tests that check a use case counts what it should. */
export function memoryMetrics(): MemoryMetrics {
  const recorded: RecordedMetric[] = [];
  const matches = (metric: RecordedMetric, dimension?: Record<string, string>) =>
    !dimension || Object.entries(dimension).every(([key, value]) => metric.dimension?.[key] === value);
  return {
    recorded,
    count(name, ...[dimension]) {
      recorded.push({ name, value: 1, ...(dimension ? { dimension } : {}) });
    },
    seconds(name, value) {
      recorded.push({ name, value });
    },
    counted: (name, dimension) =>
      recorded.filter((metric) => metric.name === name && matches(metric, dimension)).length,
  };
}
