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

module.exports = {
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/hang-timeout.ts', '<rootDir>/test/support/console-logs-setup.ts'],
    },
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
