import type { Clock } from '../../core/ports/clock';
import type { NagScheduler, SchedulePayload } from '../../core/ports/nag-scheduler';
import { JsonFile } from './json-file';

export interface StoredSchedule {
  name: string;
  /** ISO instant on the app's clock. */
  at: string;
  payload: SchedulePayload;
  /** Failed deliveries so far; the next try waits until `retryAfter` (real time, like a queue's visibility timeout). */
  attempts: number;
  retryAfter?: number;
}

/** What runs when a schedule fires (the send-nag handler, once it exists). */
export type ScheduleTarget = (payload: SchedulePayload, schedule: { name: string; at: string }) => Promise<void>;
export type SchedulerLog = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) => void;

/** Like the production queue's redrive policy: give up after this many failed deliveries. */
const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 30_000;
const TICK_MS = 1000;

/**
 * EventBridge Scheduler's stand-in: named one-time schedules kept in a file, fired by `runDue` (on a
 * one-second tick and whenever the clock is advanced) into a pluggable target. Without a target, due
 * schedules wait rather than being lost.
 */
export class LocalNagScheduler implements NagScheduler {
  private readonly file: JsonFile<StoredSchedule[]>;
  private readonly schedules: Map<string, StoredSchedule>;
  private target: ScheduleTarget | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    path: string | null,
    private readonly clock: Clock,
    private readonly log: SchedulerLog,
    private readonly realNow: () => number = Date.now,
  ) {
    this.file = new JsonFile(path);
    this.schedules = new Map(this.file.read([]).map((s) => [s.name, s]));
  }

  async scheduleAt(name: string, at: Date, payload: SchedulePayload): Promise<void> {
    this.schedules.set(name, { name, at: at.toISOString(), payload, attempts: 0 });
    this.save();
  }

  async cancel(name: string): Promise<void> {
    if (this.schedules.delete(name)) this.save();
  }

  setTarget(target: ScheduleTarget | null): void {
    this.target = target;
  }

  /** Pending schedules, soonest first. */
  list(): StoredSchedule[] {
    return [...this.schedules.values()].sort((a, b) => a.at.localeCompare(b.at));
  }

  /** Fires every schedule that is due; runs one at a time, so a tick and an advance never double-fire. */
  runDue(): Promise<number> {
    this.running = this.running.then(() => this.fireDue());
    return this.running;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runDue(), TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async fireDue(): Promise<number> {
    const target = this.target;
    if (!target) return 0;
    const now = this.clock.now().toISOString();
    const realNow = this.realNow();
    const due = this.list().filter((s) => s.at <= now && (s.retryAfter ?? 0) <= realNow);
    let fired = 0;
    for (const schedule of due) {
      // Removed before delivery, as EventBridge deletes a fired one-time schedule; a handler that
      // reschedules the same name during delivery must not lose its new entry.
      this.schedules.delete(schedule.name);
      this.save();
      try {
        await target(schedule.payload, { name: schedule.name, at: schedule.at });
        fired += 1;
      } catch (error) {
        this.retryLater(schedule, error);
      }
    }
    return fired;
  }

  private retryLater(schedule: StoredSchedule, error: unknown): void {
    const attempts = schedule.attempts + 1;
    const detail = error instanceof Error ? error.stack : String(error);
    if (attempts >= MAX_ATTEMPTS) {
      this.log('error', 'schedule.dead_lettered', { schedule: schedule.name, attempts, error: detail });
      return;
    }
    this.log('warn', 'schedule.delivery_failed', { schedule: schedule.name, attempts, error: detail });
    if (this.schedules.has(schedule.name)) return;
    this.schedules.set(schedule.name, { ...schedule, attempts, retryAfter: this.realNow() + RETRY_DELAY_MS * attempts });
    this.save();
  }

  private save(): void {
    this.file.write([...this.schedules.values()]);
  }
}
