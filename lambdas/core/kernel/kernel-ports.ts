import type { Clock } from './clock';
import type { Ids } from './ids';
import type { Metrics } from './metrics';
import type { Randomness } from './randomness';
import type { StatsCounters } from './stat-counters';

/** The ports every capability may ask for: time, ids, chance and counters. Use cases take `Pick<...>` of a capability's ports. */
export interface KernelPorts {
  clock: Clock;
  ids: Ids;
  randomness: Randomness;
  /** Business metrics: what happened, counted (see kernel/metrics). */
  metrics: Metrics;
  stats: StatsCounters;
}
