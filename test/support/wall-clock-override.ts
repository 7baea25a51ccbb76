import { testWallClock } from './wall-clock';

/**
 * `npm test` (test/run-suite.ts) runs the clock-dependent suites as if the machine's clock read fixed hours
 * (an ISO instant each, test/support/wall-clock.ts): Date is shifted to start there and runs on in real time, to the
 * millisecond. (Jest's fake timers with advanceTimers move Date in 20 ms steps, which tied the times of a reply
 * and its answer and let their order depend on random ids.) A test that inherits the machine's hour instead of
 * choosing its own instant fails at one of those hours.
 */
const wallClock = testWallClock();
if (wallClock) {
  const start = Date.parse(wallClock);
  if (!Number.isFinite(start)) throw new Error(`The test wall clock is not an instant: ${wallClock}`);
  const RealDate = Date;
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}
