import type { Clock } from '#core/kernel/clock';
import { JsonFile } from './json-file';

interface ClockState {
  offsetMs: number;
}

export interface ControllableClockOptions {
  /** Real time, Date.now unless given. */
  realNow?: () => number;
  /** Where a fresh clock starts (tests choose their instant, never the machine's hour); real time unless given. */
  startAt?: Date;
}

/**
 * Real time plus an offset that only grows: `advance` and `moveTo` let a person (or a test) skip ahead to
 * when a nag is due. The offset is kept in a file so a restart does not travel back in time.
 */
export class ControllableClock implements Clock {
  private readonly file: JsonFile<ClockState>;
  private readonly realNow: () => number;
  private offsetMs: number;

  constructor(path: string | null, options: ControllableClockOptions = {}) {
    this.realNow = options.realNow ?? Date.now;
    this.file = new JsonFile(path);
    const initial = options.startAt ? options.startAt.getTime() - this.realNow() : 0;
    if (!Number.isFinite(initial)) throw new RangeError('The clock cannot start at an invalid instant');
    const { offsetMs } = this.file.read({ offsetMs: initial });
    this.offsetMs = Number.isFinite(offsetMs) ? Math.max(offsetMs, options.startAt ? initial : 0) : initial;
  }

  now(): Date {
    return new Date(this.realNow() + this.offsetMs);
  }

  advance(minutes: number): Date {
    if (!Number.isFinite(minutes) || minutes <= 0) throw new RangeError('The clock only moves forward');
    this.offsetMs += Math.round(minutes * 60_000);
    this.file.write({ offsetMs: this.offsetMs });
    return this.now();
  }

  /** Moves the clock on to `instant`; an instant already passed leaves it where it is (it never goes back). */
  moveTo(instant: Date): Date {
    const ahead = instant.getTime() - this.now().getTime();
    if (ahead > 0) {
      this.offsetMs += ahead;
      this.file.write({ offsetMs: this.offsetMs });
    }
    return this.now();
  }
}
