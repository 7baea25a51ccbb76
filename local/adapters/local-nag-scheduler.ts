import type { Clock } from '#core/kernel/clock';
import { nextWeeklyInstant, type WeeklyWallTime } from '#core/kernel/weekly-time';
import type { NagScheduler, SchedulePayload } from '#core/reminders/ports/nag-scheduler';
import { AppendOnlyJournal } from './append-only-journal';
import { DueRunner } from './due-runner';
import { migrateLegacyJsonArray } from './legacy-json-array';
import { MinHeap } from './min-heap';
import { errorStack } from '../../lambdas/observability/error-stack';

export interface StoredSchedule {
  name: string;
  /** ISO instant on the app's clock. */
  at: string;
  payload: SchedulePayload;
  /** Failed deliveries so far; the next try waits until `retryAfter` (real time, like a queue's visibility timeout). */
  attempts: number;
  retryAfter?: number;
  /** A weekly schedule: once a firing's delivery ends, the next firing is set (EventBridge's cron in a zone). */
  weekly?: WeeklyWallTime;
}

/** What runs when a schedule fires (the send-nag handler). */
export type ScheduleTarget = (payload: SchedulePayload, schedule: { name: string; at: string }) => Promise<void>;
export type SchedulerLog = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) => void;

export interface LocalNagSchedulerOptions {
  /** Real time, for retry delays; Date.now unless given. */
  realNow?: () => number;
  /** Deliveries running at once, like several Lambda instances reading the send queue; 4 unless given. */
  concurrency?: number;
}

type JournalRecord = { op: 'set'; schedule: StoredSchedule } | { op: 'cancel'; name: string };

/** One version of a schedule in a heap; stale (skipped) once the name is replaced, cancelled or fired. */
interface HeapNode {
  name: string;
  version: number;
  /** Epoch ms: `at` in the due heap, `retryAfter` in the retry heap. */
  key: number;
}

/** Like the production queue's redrive policy: give up after this many failed deliveries. */
const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 30_000;
const DEFAULT_CONCURRENCY = 4;
/** Below this much garbage, neither the journal nor the heaps are worth rebuilding. */
const REBUILD_SLACK = 1000;

const earlier = (a: HeapNode, b: HeapNode) => a.key < b.key || (a.key === b.key && a.version < b.version);

/**
 * EventBridge Scheduler's stand-in: named one-time and weekly schedules fired by `runDue` (on a one-second tick and
 * whenever the clock is advanced) into a pluggable target, several at a time. Without a target, due
 * schedules wait rather than being lost.
 *
 * Sized for production-like volumes: each change is one line appended to a journal (replayed at start,
 * compacted when it holds more than twice the live set), and due schedules come off a min-heap by `at`
 * (stale versions skipped lazily), so a change costs O(1) I/O and finding k due ones O(k log n).
 * Delivery is at least once, like the queue: a schedule stays in the journal until its delivery ends.
 */
export class LocalNagScheduler implements NagScheduler {
  private readonly journal: AppendOnlyJournal<JournalRecord>;
  private readonly live = new Map<string, { schedule: StoredSchedule; version: number }>();
  private readonly due = new MinHeap<HeapNode>(earlier);
  private readonly retrying = new MinHeap<HeapNode>(earlier);
  /** Schedules being delivered, by name: never two deliveries of one name at once. */
  private readonly inFlight = new Map<string, StoredSchedule>();
  /** Cancelled while being delivered: a failed delivery of these is not retried. */
  private readonly cancelledInFlight = new Set<string>();
  private readonly realNow: () => number;
  private readonly concurrency: number;
  private nextVersion = 0;
  private target: ScheduleTarget | null = null;
  private readonly runner = new DueRunner(() => this.fireDue());

  constructor(
    path: string | null,
    private readonly clock: Clock,
    private readonly log: SchedulerLog,
    options: LocalNagSchedulerOptions = {},
  ) {
    this.realNow = options.realNow ?? Date.now;
    this.concurrency = Math.max(1, Math.floor(options.concurrency ?? DEFAULT_CONCURRENCY));
    migrateLegacyJsonArray<StoredSchedule, JournalRecord>(path, (schedule) => ({ op: 'set', schedule }));
    this.journal = new AppendOnlyJournal(path);
    const replay = this.journal.replay((record) => {
      if (record.op === 'set')
        this.live.set(record.schedule.name, { schedule: record.schedule, version: this.nextVersion++ });
      else this.live.delete(record.name);
    });
    if (replay.droppedTail) this.log('warn', 'schedule.journal_torn_line_dropped', { file: path });
    this.rebuildHeaps();
    this.compactIfWasteful();
  }

  async scheduleAt(name: string, at: Date, payload: SchedulePayload): Promise<void> {
    if (Number.isNaN(at.getTime())) throw new RangeError(`Schedule ${name} has an invalid time`);
    this.put({ name, at: at.toISOString(), payload, attempts: 0 });
  }

  /** Fires at every weekly wall time from the next one on; the spread is not simulated (always on the minute). */
  async scheduleWeekly(name: string, weekly: WeeklyWallTime, payload: SchedulePayload): Promise<void> {
    this.put({ name, at: nextWeeklyInstant(this.clock.now(), weekly).at.toISOString(), payload, attempts: 0, weekly });
  }

  async cancel(name: string): Promise<void> {
    const pending = this.live.delete(name);
    const delivering = this.inFlight.has(name) && !this.cancelledInFlight.has(name);
    if (delivering) this.cancelledInFlight.add(name);
    if (!pending && !delivering) return;
    this.journal.append({ op: 'cancel', name });
    this.compactIfWasteful();
  }

  setTarget(target: ScheduleTarget | null): void {
    this.target = target;
  }

  /** Pending schedules, soonest first. Sorts everything: for tests and /dev, never a hot path. */
  list(): StoredSchedule[] {
    return [...this.live.values()]
      .map((entry) => entry.schedule)
      .sort((a, b) => a.at.localeCompare(b.at) || a.name.localeCompare(b.name));
  }

  /** How many schedules are pending (not counting ones being delivered). */
  size(): number {
    return this.live.size;
  }

  /**
   * When the soonest pending schedule is set for (app clock), whether or not it is due yet; null when none is
   * pending. Retries waiting out their real-time delay are not counted: they are not the clock's to hurry.
   */
  nextDueAt(): Date | null {
    for (let node = this.due.peek(); node; node = this.due.peek()) {
      if (this.isCurrent(node)) return new Date(node.key);
      this.due.pop();
    }
    return null;
  }

  /** Fires every schedule that is due; one run at a time, so a tick and an advance never overlap. */
  runDue(): Promise<number> {
    return this.runner.run();
  }

  start(): void {
    this.runner.start();
  }

  async stop(): Promise<void> {
    await this.runner.stop();
    this.journal.close();
  }

  private put(schedule: StoredSchedule): void {
    const version = this.nextVersion++;
    this.live.set(schedule.name, { schedule, version });
    this.enqueue(schedule, version);
    this.journal.append({ op: 'set', schedule });
    this.compactIfWasteful();
  }

  private enqueue(schedule: StoredSchedule, version: number): void {
    if (schedule.retryAfter !== undefined && schedule.retryAfter > this.realNow()) {
      this.retrying.push({ name: schedule.name, version, key: schedule.retryAfter });
    } else {
      this.due.push({ name: schedule.name, version, key: Date.parse(schedule.at) });
    }
    // Replacements and cancellations leave stale nodes behind: rebuild when they outnumber the live ones.
    if (this.due.size + this.retrying.size > 2 * this.live.size + REBUILD_SLACK) this.rebuildHeaps();
  }

  private rebuildHeaps(): void {
    const due: HeapNode[] = [];
    const retrying: HeapNode[] = [];
    const realNow = this.realNow();
    for (const { schedule, version } of this.live.values()) {
      if (schedule.retryAfter !== undefined && schedule.retryAfter > realNow)
        retrying.push({ name: schedule.name, version, key: schedule.retryAfter });
      else due.push({ name: schedule.name, version, key: Date.parse(schedule.at) });
    }
    this.due.reset(due);
    this.retrying.reset(retrying);
  }

  private isCurrent(node: HeapNode): boolean {
    return this.live.get(node.name)?.version === node.version;
  }

  /** Rewrites the journal as the live set once it is more than twice as long: O(1) amortized per change. */
  private compactIfWasteful(): void {
    const keep = this.live.size + this.inFlight.size;
    if (this.journal.records <= 2 * keep + REBUILD_SLACK) return;
    this.journal.rewrite(this.liveRecords());
  }

  private *liveRecords(): Iterable<JournalRecord> {
    for (const { schedule } of this.live.values()) yield { op: 'set', schedule };
    // Still being delivered: kept, so a crash now means a redelivery rather than a lost nag.
    for (const [name, schedule] of this.inFlight) {
      if (!this.live.has(name) && !this.cancelledInFlight.has(name)) yield { op: 'set', schedule };
    }
  }

  /** The next schedule to deliver, taken off the pending set; null when nothing more is due. */
  private takeDue(deferred: HeapNode[]): StoredSchedule | null {
    const realNow = this.realNow();
    for (
      let node = this.retrying.peek();
      node && (!this.isCurrent(node) || node.key <= realNow);
      node = this.retrying.peek()
    ) {
      this.retrying.pop();
      if (this.isCurrent(node)) this.due.push({ ...node, key: Date.parse(this.live.get(node.name)!.schedule.at) });
    }
    const now = this.clock.now().getTime();
    for (let node = this.due.peek(); node; node = this.due.peek()) {
      if (!this.isCurrent(node)) {
        this.due.pop();
        continue;
      }
      if (node.key > now) return null;
      this.due.pop();
      if (this.inFlight.has(node.name)) {
        // Set again by its own delivery, already due: it waits for that delivery to end.
        deferred.push(node);
        continue;
      }
      const { schedule } = this.live.get(node.name)!;
      // Off the pending set before delivery, as EventBridge deletes a fired one-time schedule; a handler
      // that sets the same name again during delivery adds a new entry, which is kept.
      this.live.delete(node.name);
      this.inFlight.set(node.name, schedule);
      return schedule;
    }
    return null;
  }

  private async fireDue(): Promise<number> {
    const target = this.target;
    if (!target) return 0;
    let fired = 0;
    const deferred: HeapNode[] = [];
    const worker = async () => {
      for (let schedule = this.takeDue(deferred); schedule; schedule = this.takeDue(deferred)) {
        let failure: { error: unknown } | null = null;
        try {
          await target(schedule.payload, { name: schedule.name, at: schedule.at });
          fired += 1;
        } catch (error) {
          failure = { error };
        }
        this.settle(schedule, failure);
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, worker));
    for (const node of deferred) this.due.push(node);
    return fired;
  }

  /** A delivery ended: forget the schedule, or keep it for a retry; a newer one of the same name wins. */
  private settle(schedule: StoredSchedule, failure: { error: unknown } | null): void {
    this.inFlight.delete(schedule.name);
    const cancelled = this.cancelledInFlight.delete(schedule.name);
    const replaced = this.live.has(schedule.name);
    if (!failure) {
      if (!replaced && !cancelled) this.finish(schedule);
      return;
    }
    const attempts = schedule.attempts + 1;
    const detail = errorStack(failure.error);
    if (attempts >= MAX_ATTEMPTS) {
      this.log('error', 'schedule.dead_lettered', { schedule: schedule.name, attempts, error: detail });
      if (!replaced && !cancelled) this.finish(schedule);
      return;
    }
    this.log('warn', 'schedule.delivery_failed', { schedule: schedule.name, attempts, error: detail });
    if (cancelled) this.log('info', 'schedule.retry_skipped_cancelled', { schedule: schedule.name, attempts });
    else if (!replaced) this.put({ ...schedule, attempts, retryAfter: this.realNow() + RETRY_DELAY_MS * attempts });
  }

  /** A firing is over: a one-time schedule is gone; a weekly one is set for its next firing after this one (and now). */
  private finish(schedule: StoredSchedule): void {
    if (!schedule.weekly) {
      this.journal.append({ op: 'cancel', name: schedule.name });
      return;
    }
    const after = new Date(Math.max(Date.parse(schedule.at), this.clock.now().getTime()));
    const { retryAfter: _retry, ...rest } = schedule;
    this.put({ ...rest, at: nextWeeklyInstant(after, schedule.weekly).at.toISOString(), attempts: 0 });
  }
}
