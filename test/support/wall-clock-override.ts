/**
 * `npm test` (test/run-suite.ts) runs the clock-dependent suites as if the machine's clock read fixed hours
 * (NAGTEXT_TEST_WALL_CLOCK, an ISO instant): only Date is faked, and it runs on in real time from there.
 * A test that inherits the machine's hour instead of choosing its own instant fails at one of those hours.
 */
const wallClock = process.env.NAGTEXT_TEST_WALL_CLOCK;
if (wallClock) {
  const now = Date.parse(wallClock);
  if (!Number.isFinite(now)) throw new Error(`NAGTEXT_TEST_WALL_CLOCK is not an instant: ${wallClock}`);
  jest.useFakeTimers({
    now,
    advanceTimers: true,
    doNotFake: [
      'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
      'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
      'setTimeout', 'clearTimeout',
    ],
  });
}
