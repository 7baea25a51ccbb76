// One jest run, several projects: each folder under test/ has its own environment and setup.
const { createHash } = require('node:crypto');
const { readdirSync } = require('node:fs');
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// middy (and a few other packages) ship ESM only: let swc turn them into commonjs too.
const transformIgnorePatterns = ['/node_modules/(?!(@middy|jose)/)'];
const base = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // tsconfig.json's paths (`@/` is web/src, `@shared/` is shared/), in every project: the unit project tests
  // web modules too.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/web/src/$1', '^@shared/(.*)$': '<rootDir>/shared/$1' },
};

/**
 * `npm test` (test/run-suite.ts) runs the clock-dependent projects (integration, web) as if the machine's clock read
 * each of several fixed instants, listed in NAGTEXT_TEST_WALL_CLOCKS: one copy of each such project per clock, all in
 * this one jest run. The first clock's copies keep the plain names (`--selectProjects integration`); the others are
 * named for their clock. With NAGTEXT_TEST_CLOCKS_SHARED=1 (run-suite sets it in CI) each file runs at one of the
 * clocks, the one turning daily, and only the files about time at every clock; otherwise every file at every clock.
 * Without the list (`npx jest` by hand), each project once, at NAGTEXT_TEST_WALL_CLOCK if set, else at the machine's
 * own hour.
 */
const WALL_CLOCKS = (process.env.NAGTEXT_TEST_WALL_CLOCKS ?? '')
  .split(',')
  .map((clock) => clock.trim())
  .filter(Boolean);
const CLOCKS_SHARED = process.env.NAGTEXT_TEST_CLOCKS_SHARED === '1';
// Suites that never see the machine's clock, run at the first clock only: the simulation runs its own logical clock
// from a seeded instant in 2031, and DynamoDB Local's launcher test only starts and stops the process.
const CLOCK_FREE = ['/test/integration/simulation\\.test\\.ts$', '/test/integration/local/dynamo-local\\.test\\.ts$'];
// Suites about time itself, at every clock even when the clocks are shared out: recurrence, nags and summaries, the
// day's and the month's counts and windows, zones and travel, and the screens that show times and dates.
const CLOCK_BOUND = [
  '/test/integration/reminders/',
  '/test/integration/sms/(tokyo-week|travel|two-way|text-reminder-daily-cap|create-by-text)\\.test\\.ts$',
  '/test/integration/local-runtime/dev-clock\\.test\\.ts$',
  '/test/integration/billing/sandbox-dates\\.test\\.ts$',
  '/test/integration/repositories/(rate-limiter|send-pacer|texting-usage|reminder-history|effectiveness-counters)\\.test\\.ts$',
  '/test/integration/admin/admin-stats\\.test\\.ts$',
  '/test/unit/web/reminders/(custom-repeat-dialog|dashboard-page|reminder-clock|reminder-history|reminder-insights|window-field|heads-up-field)\\.test\\.tsx$',
  '/test/unit/web/(account/travel-card|auth/signup-time-zone|admin/admin-stats-cards)\\.test\\.tsx$',
].map((pattern) => new RegExp(pattern));
const TODAY = Math.floor(Date.now() / 86_400_000);

/**
 * The indexes of the clocks a file runs at when they are shared out: the first alone for a clock-free suite; every
 * one for a suite about time; otherwise one, moving to the next clock each UTC day, so each file meets every clock
 * within as many days as there are clocks.
 */
function clocksOf(file) {
  const all = WALL_CLOCKS.map((_, i) => i);
  if (CLOCK_FREE.some((pattern) => new RegExp(pattern).test(file))) return [0];
  if (CLOCK_BOUND.some((pattern) => pattern.test(file))) return all;
  const turn = createHash('sha1').update(path.relative(__dirname, file)).digest().readUInt32BE(0);
  return [(turn + TODAY) % WALL_CLOCKS.length];
}

/** The test files under `dir` (relative to the repository) whose names end with `suffix`. */
function testFiles(dir, suffix) {
  return readdirSync(path.join(__dirname, dir), { recursive: true })
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(__dirname, dir, name));
}

function atEachClock(project, { dir, suffix }) {
  if (WALL_CLOCKS.length === 0) return [project];
  const files = CLOCKS_SHARED ? testFiles(dir, suffix) : [];
  return WALL_CLOCKS.map((clock, i) => ({
    ...project,
    displayName: i === 0 ? project.displayName : `${project.displayName}@${clock}`,
    // Read by test/support/wall-clock.ts.
    globals: { NAGTEXT_WALL_CLOCK: clock },
    ...(CLOCKS_SHARED
      ? { testMatch: files.filter((file) => clocksOf(file).includes(i)) }
      : i === 0
        ? {}
        : { testPathIgnorePatterns: ['/node_modules/', ...CLOCK_FREE] }),
  }));
}

module.exports = {
  // Browser, integration and infra files first on a fresh clone, the longest at the start
  // (test/support/test-sequencer.mjs).
  testSequencer: '<rootDir>/test/support/test-sequencer.mjs',
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/hang-timeout.ts', '<rootDir>/test/support/console-logs-setup.ts'],
    },
    ...atEachClock(
      {
        ...base,
        displayName: 'web',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/test/unit/web/**/*.test.tsx'],
        setupFilesAfterEnv: [
          '<rootDir>/test/support/hang-timeout.ts',
          '<rootDir>/test/support/web-setup.ts',
          '<rootDir>/test/support/wall-clock-override.ts',
        ],
      },
      { dir: 'test/unit/web', suffix: '.test.tsx' },
    ),
    ...atEachClock(
      {
        ...base,
        displayName: 'integration',
        testEnvironment: 'node',
        setupFiles: ['<rootDir>/test/support/integration-tables.ts'],
        setupFilesAfterEnv: [
          '<rootDir>/test/support/integration-timeout.ts',
          '<rootDir>/test/support/wall-clock-override.ts',
          '<rootDir>/test/support/console-logs-setup.ts',
        ],
        testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
        globalSetup: '<rootDir>/test/support/dynamo-global-setup.ts',
        globalTeardown: '<rootDir>/test/support/dynamo-global-teardown.ts',
      },
      { dir: 'test/integration', suffix: '.test.ts' },
    ),
    {
      ...base,
      displayName: 'infra',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/infra/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/infra-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/infra-global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/hang-timeout.ts'],
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/test/support/e2e-tables.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/e2e-timeout.ts'],
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/e2e-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/e2e-global-teardown.ts',
    },
  ],
};
