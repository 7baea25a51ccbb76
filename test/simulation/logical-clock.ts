import type { Clock } from '#core/kernel/clock';

/** The simulation's clock: it moves only when the run moves it (to the next event, or through a sender's wait). */
export interface LogicalClock extends Clock {
  ms(): number;
  moveTo(ms: number): void;
  /** A sleep that passes logical time at once (the send pacer waiting for its second). */
  sleep(ms: number): Promise<void>;
}

export function logicalClock(startMs: number): LogicalClock {
  let now = startMs;
  return {
    now: () => new Date(now),
    ms: () => now,
    moveTo: (ms) => {
      now = Math.max(now, ms);
    },
    sleep: async (ms) => {
      now += Math.max(0, ms);
    },
  };
}
