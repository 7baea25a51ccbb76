import type { Clock } from '#core/kernel/clock';

export interface FakeClock extends Clock {
  set(iso: string): void;
  advanceMinutes(minutes: number): void;
  advanceSeconds(seconds: number): void;
}

export function fakeClock(startIso = '2026-11-21T15:00:00.000Z'): FakeClock {
  let now = new Date(startIso).getTime();
  return {
    now: () => new Date(now),
    set: (iso) => {
      now = new Date(iso).getTime();
    },
    advanceMinutes: (minutes) => {
      now += minutes * 60_000;
    },
    advanceSeconds: (seconds) => {
      now += seconds * 1000;
    },
  };
}
