import type { Clock } from '../../core/ports/clock';
import { JsonFile } from './json-file';

interface ClockState {
  offsetMs: number;
}

/**
 * Real time plus an offset that only grows: `advance` lets a person (or a test) skip ahead to when
 * a nag is due. The offset is kept in a file so a restart does not travel back in time.
 */
export class ControllableClock implements Clock {
  private readonly file: JsonFile<ClockState>;
  private offsetMs: number;

  constructor(path: string | null, private readonly realNow: () => number = Date.now) {
    this.file = new JsonFile(path);
    const { offsetMs } = this.file.read({ offsetMs: 0 });
    this.offsetMs = Number.isFinite(offsetMs) && offsetMs > 0 ? offsetMs : 0;
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
}
