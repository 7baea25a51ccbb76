import type { NagScheduler, SchedulePayload } from '#core/reminders/ports/nag-scheduler';
import type { EventQueue } from './event-queue';
import type { FaultLog } from './faults';
import type { Random } from './prng';

/** Up to this late, as the faults ask: a schedule fired late (EventBridge's window, a slow queue). */
const MAX_LATE_MS = 10 * 60_000;

/**
 * EventBridge Scheduler as the simulation sees it: one-time schedules by name (setting a name replaces it),
 * each firing once as a 'fire' event, sometimes late (which also reorders them against each other).
 */
export class SimScheduler implements NagScheduler {
  readonly live = new Map<string, { at: number; payload: SchedulePayload; version: number }>();
  private version = 0;

  constructor(
    private readonly queue: EventQueue,
    private readonly random: Random,
    private readonly faults: FaultLog,
    private readonly lateness: number,
  ) {}

  async scheduleAt(name: string, at: Date, payload: SchedulePayload): Promise<void> {
    const version = ++this.version;
    this.live.set(name, { at: at.getTime(), payload, version });
    let fireAt = at.getTime();
    if (this.random.chance(this.lateness)) {
      fireAt += this.random.int(1, MAX_LATE_MS);
      this.faults.count('schedule fired late (up to 10 min, out of order)');
    }
    this.queue.push(fireAt, { kind: 'fire', name, version });
  }

  /** The simulated users never opt in to the weekly summary: a weekly schedule is a mistake here. */
  async scheduleWeekly(name: string): Promise<void> {
    throw new Error(`The simulation has no weekly schedules (${name})`);
  }

  async cancel(name: string): Promise<void> {
    this.live.delete(name);
  }

  /** The schedule's payload if this firing is its current version (then it is gone, as EventBridge deletes a fired one). */
  take(name: string, version: number): SchedulePayload | null {
    const entry = this.live.get(name);
    if (!entry || entry.version !== version) return null;
    this.live.delete(name);
    return entry.payload;
  }
}
