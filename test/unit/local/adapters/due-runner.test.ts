import { DUE_TICK_MS, DueRunner, type Every } from '../../../../local/adapters/due-runner';

/** A promise and its resolver, to hold a run open. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A timer the test fires by hand: no real time passes. */
function manualTimer() {
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const every: Every = (run, ms) => {
    const timer = { run, ms, cleared: false };
    timers.push(timer);
    return { clear: () => void (timer.cleared = true) };
  };
  const fire = () => timers.filter((t) => !t.cleared).forEach((t) => t.run());
  return { every, timers, fire };
}

describe('DueRunner', () => {
  it('resolves each run with what that run did', async () => {
    const counts = [2, 0, 5];
    const runner = new DueRunner(async () => counts.shift()!);
    expect(await runner.run()).toBe(2);
    expect(await runner.run()).toBe(0);
    expect(await runner.run()).toBe(5);
  });

  it('runs one at a time, in the order asked', async () => {
    const held = gate();
    const log: string[] = [];
    let n = 0;
    const runner = new DueRunner(async () => {
      const me = ++n;
      log.push(`start ${me}`);
      if (me === 1) await held.opened;
      log.push(`end ${me}`);
      return me;
    });
    const first = runner.run();
    const second = runner.run();
    const third = runner.run();
    await tick();
    expect(log).toEqual(['start 1']);
    held.open();
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('a failed run fails its caller alone: the next run goes ahead', async () => {
    let n = 0;
    const runner = new DueRunner(async () => {
      if (++n === 1) throw new Error('journal full');
      return n;
    });
    const failed = runner.run();
    const next = runner.run();
    await expect(failed).rejects.toThrow('journal full');
    expect(await next).toBe(2);
    expect(await runner.run()).toBe(3);
  });

  it('once started, runs on every tick of the stand-ins’ second; starting twice sets one timer', async () => {
    const timer = manualTimer();
    let runs = 0;
    const runner = new DueRunner(async () => ++runs, timer.every);
    timer.fire();
    expect(runs).toBe(0);
    runner.start();
    runner.start();
    expect(timer.timers.map((t) => t.ms)).toEqual([DUE_TICK_MS]);
    timer.fire();
    timer.fire();
    await runner.stop();
    expect(runs).toBe(2);
  });

  it('stop ends the ticks and waits for the run under way, failed or not', async () => {
    const timer = manualTimer();
    const held = gate();
    let ended = false;
    const runner = new DueRunner(
      async () => {
        await held.opened;
        ended = true;
        throw new Error('target gone');
      },
      timer.every,
      250,
    );
    runner.start();
    const failed = runner.run();
    const stopped = runner.stop();
    expect(timer.timers[0]!.cleared).toBe(true);
    await tick();
    expect(ended).toBe(false);
    held.open();
    await expect(failed).rejects.toThrow('target gone');
    await stopped;
    expect(ended).toBe(true);
  });
});
