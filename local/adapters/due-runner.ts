/**
 * The loop the local stand-ins share to do what falls due on the app clock (the scheduler's schedules, the voice
 * stand-in's call events): `run` does it now, and `start` does it on a real-time tick, so what falls due while real
 * time moves the app clock on still happens. Runs go one at a time, in the order asked: a tick and a
 * /dev/clock/advance never overlap, and each caller's promise resolves with what its own run did. A failed run is
 * its caller's failure (a tick's is unhandled, as a bug in a stand-in should be loud); the next run starts all the same.
 */

/** A repeating real-time timer, and how to stop it. */
export type Every = (run: () => void, ms: number) => { clear(): void };

/** setInterval, not keeping the process alive. */
export const realTimeEvery: Every = (run, ms) => {
  const timer = setInterval(run, ms);
  timer.unref();
  return { clear: () => clearInterval(timer) };
};

/** The stand-ins' tick: once a second of real time. */
export const DUE_TICK_MS = 1000;

export class DueRunner {
  private timer: { clear(): void } | null = null;
  private running: Promise<number> = Promise.resolve(0);

  /** `runDue` does what is due on the app clock and resolves with how many it did. */
  constructor(
    private readonly runDue: () => Promise<number>,
    private readonly every: Every = realTimeEvery,
    private readonly tickMs = DUE_TICK_MS,
  ) {}

  /** Does what is due once the runs before it have ended; resolves with how many this run did. */
  run(): Promise<number> {
    const run = this.running.then(
      () => this.runDue(),
      () => this.runDue(),
    );
    this.running = run;
    return run;
  }

  /** Runs on every tick from now on (a second call changes nothing). */
  start(): void {
    if (this.timer) return;
    this.timer = this.every(() => void this.run(), this.tickMs);
  }

  /** No more ticks; resolves once the run under way (if any) has ended, whether or not it failed. */
  async stop(): Promise<void> {
    this.timer?.clear();
    this.timer = null;
    await this.running.catch(() => undefined);
  }
}
