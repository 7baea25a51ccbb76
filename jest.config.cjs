// One jest run, several projects: each folder under test/ has its own environment and setup.
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
 * this one jest run, so its workers share out every file at every clock. The first clock's copies keep the plain
 * names (`--selectProjects integration`); the others are named for their clock. Without the list (`npx jest` by
 * hand), each project once, at NAGTEXT_TEST_WALL_CLOCK if set, else at the machine's own hour.
 */
const WALL_CLOCKS = (process.env.NAGTEXT_TEST_WALL_CLOCKS ?? '')
  .split(',')
  .map((clock) => clock.trim())
  .filter(Boolean);
// Suites that never see the machine's clock, run at the first clock only: the simulation runs its own logical clock
// from a seeded instant in 2031, and DynamoDB Local's launcher test only starts and stops the process.
const CLOCK_FREE = [
  '/node_modules/',
  '/test/integration/simulation\\.test\\.ts$',
  '/test/integration/local/dynamo-local\\.test\\.ts$',
];

function atEachClock(project) {
  if (WALL_CLOCKS.length === 0) return [project];
  return WALL_CLOCKS.map((clock, i) => ({
    ...project,
    displayName: i === 0 ? project.displayName : `${project.displayName}@${clock}`,
    // Read by test/support/wall-clock.ts.
    globals: { NAGTEXT_WALL_CLOCK: clock },
    ...(i === 0 ? {} : { testPathIgnorePatterns: CLOCK_FREE }),
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
    ...atEachClock({
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/unit/web/**/*.test.tsx'],
      setupFilesAfterEnv: [
        '<rootDir>/test/support/hang-timeout.ts',
        '<rootDir>/test/support/web-setup.ts',
        '<rootDir>/test/support/wall-clock-override.ts',
      ],
    }),
    ...atEachClock({
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
    }),
    {
      ...base,
      displayName: 'infra',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/infra/**/*.test.ts'],
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
