import type { ControllableClock } from '../adapters/controllable-clock';
import type { LocalNagScheduler } from '../adapters/local-nag-scheduler';

/** The Stripe sandbox as time sees it: when its next trial end, renewal or retry falls, and its turn. */
export interface BillingTimeline {
  nextDueAt(): Date | null;
  /** Runs what the clock has passed and waits for its webhooks; resolves with the number of steps. */
  advance(): Promise<number>;
}

export interface RunUntilDeps {
  clock: ControllableClock;
  scheduler: LocalNagScheduler;
  billing?: BillingTimeline;
  /** Reports every carrier receipt still on its way and waits for their handlers. */
  flushReceipts?: () => Promise<void>;
  /** The voice stand-in's calls: a phone that rings out, a failing number's call reported failed, a call's end. */
  voice?: VoiceTimeline;
}

/** The voice stand-in as time sees it: when its next voice event falls due, and publishing those due. */
export interface VoiceTimeline {
  nextDueAt(): Date | null;
  runDue(): Promise<number>;
}

export interface RunUntilResult {
  now: Date;
  /** Schedules delivered (send-nag runs). */
  firedSchedules: number;
  /** Trial ends, renewals and payment retries the Stripe sandbox ran (each with its webhooks). */
  billingChanges: number;
  /** The instants the clock stopped at to run what fell due there. */
  steps: number;
}

/** A runaway guard: far more stops than any jump of a year over a busy local database needs. */
const MAX_STEPS = 1_000_000;

const earliest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((soonest, d) => (d && (!soonest || d < soonest) ? d : soonest), null);

/**
 * Moves the clock to `target` the way real time would have passed: it stops at each instant something falls
 * due (a schedule, a trial end, a renewal, a call's ring running out), in time order, runs it there and waits for everything it caused
 * (sends, receipts, webhooks) before going on. So a three-day jump runs each day's ladder, and the nags set by
 * one send are sent at their own times within the same jump.
 */
export async function runUntil(target: Date, deps: RunUntilDeps): Promise<RunUntilResult> {
  const { clock, scheduler, billing, flushReceipts, voice } = deps;
  const result = { firedSchedules: 0, billingChanges: 0, steps: 0 };
  const runHere = async () => {
    const billed = billing ? await billing.advance() : 0;
    const fired = await scheduler.runDue();
    await flushReceipts?.();
    // After the sends that placed calls have recorded them: their events find the call's record, as in production.
    const voiced = voice ? await voice.runDue() : 0;
    result.billingChanges += billed;
    result.firedSchedules += fired;
    return billed + fired + voiced;
  };
  await runHere();
  for (;;) {
    const next = earliest(scheduler.nextDueAt(), billing?.nextDueAt(), voice?.nextDueAt());
    if (!next || next > target) break;
    if (++result.steps > MAX_STEPS) throw new Error(`Stopped after ${MAX_STEPS} steps before ${target.toISOString()}`);
    const movedOn = next > clock.now();
    clock.moveTo(next);
    // Something due now that ran nothing (a schedule waiting on its own delivery) must not spin the loop.
    if ((await runHere()) === 0 && !movedOn) break;
  }
  clock.moveTo(target);
  await runHere();
  return { now: clock.now(), ...result };
}
