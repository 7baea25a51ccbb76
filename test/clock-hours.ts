import { spawnSync } from 'node:child_process';

/**
 * The clock-dependent suites (integration on DynamoDB Local, and the web's) run again as if the machine's clock
 * read other hours: New York's night (inside its default quiet hours), its late evening, and the UTC day's last
 * minute. Each test chooses its own instant, so every run must pass as the one at the real hour did.
 */
const WALL_CLOCKS = [
  '2036-01-15T07:30:00Z', // 02:30 in New York, winter
  '2036-07-16T01:59:30Z', // 21:59 in New York, summer; the UTC day turns within the run's first minute
];
// Years ahead, never behind: DynamoDB Local expires items by TTL on the real clock, so a run dated in the past
// would see its rate counters and codes vanish under it.

// Suites that never see the machine's clock: the simulation runs its own logical clock from a seeded instant
// in 2031, and DynamoDB Local's launcher test only starts and stops the process.
const CLOCK_FREE = ['/test/integration/simulation\\.test\\.ts$', '/test/integration/local/dynamo-local\\.test\\.ts$'];

for (const wallClock of WALL_CLOCKS) {
  console.log(`\n== The clock-dependent suites with the machine's clock at ${wallClock}`);
  const run = spawnSync('npx', ['jest', ...process.argv.slice(2), '--testPathIgnorePatterns', ...CLOCK_FREE, '/node_modules/', '--selectProjects', 'integration', 'web'], {
    stdio: 'inherit',
    env: { ...process.env, NAGTEXT_TEST_WALL_CLOCK: wallClock },
  });
  if (run.status !== 0) {
    console.error(`The suites failed with the machine's clock at ${wallClock}: a test reads the real time of day.`);
    process.exit(run.status ?? 1);
  }
}
