/**
 * The instant the machine's clock reads as for this test file, if any: the project's own (jest.config.cjs gives each
 * copy of a clock-dependent project the clock it runs at, in its globals, when `npm test` lists several in
 * NAGTEXT_TEST_WALL_CLOCKS), else NAGTEXT_TEST_WALL_CLOCK (one clock for the whole run, as by hand).
 */
export function testWallClock(): string | undefined {
  const own = (globalThis as { NAGTEXT_WALL_CLOCK?: unknown }).NAGTEXT_WALL_CLOCK;
  if (typeof own === 'string' && own) return own;
  return process.env.NAGTEXT_TEST_WALL_CLOCK || undefined;
}
