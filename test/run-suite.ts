import { spawn, spawnSync } from 'node:child_process';

/**
 * `npm test`: the types and the lint rules (side by side, one core each), the web build the browser tests load,
 * then jest. The clock-dependent projects (integration on DynamoDB Local, and the web's) run as if
 * the machine's clock read fixed hours, each hour once: the whole suite at the first (unit, infra and browser
 * tests do not take the override), then those projects again at each other. So CI's result never depends on
 * the hour it runs at, and the hours that break a test reading the real time of day are always among them.
 * `npx jest` by hand runs everything at the machine's own hour.
 */
const WALL_CLOCKS = [
  '2036-01-15T07:30:00Z', // 02:30 in New York, winter: inside its default quiet hours
  '2036-07-16T01:59:30Z', // 21:59 in New York, summer; the UTC day turns within the run's first minute
];
// Years ahead, never behind: DynamoDB Local expires items by TTL on the real clock, so a run dated in the past
// would see its rate counters and codes vanish under it.

// Suites that never see the machine's clock: the simulation runs its own logical clock from a seeded instant
// in 2031, and DynamoDB Local's launcher test only starts and stops the process.
const CLOCK_FREE = ['/test/integration/simulation\\.test\\.ts$', '/test/integration/local/dynamo-local\\.test\\.ts$'];
const CLOCK_DEPENDENT_RERUN = [
  '--testPathIgnorePatterns',
  ...CLOCK_FREE,
  '/node_modules/',
  '--selectProjects',
  'integration',
  'web',
];

/** Runs an npm script with its output held back, so two side by side print one after the other. */
function npmRun(script: string): Promise<{ script: string; status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (status) => resolve({ script, status, output }));
  });
}

async function staticChecks(): Promise<void> {
  for (const { script, status, output } of await Promise.all([npmRun('typecheck'), npmRun('lint')])) {
    console.log(`\n== npm run ${script}\n${output}`);
    if (status !== 0) {
      console.error(`npm run ${script} failed.`);
      process.exit(status ?? 1);
    }
  }
  const build = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const [first, ...others] = WALL_CLOCKS;
const runs = [
  { wallClock: first!, args: [] as string[], what: 'Every suite' },
  ...others.map((wallClock) => ({ wallClock, args: CLOCK_DEPENDENT_RERUN, what: 'The clock-dependent suites' })),
];

async function main(): Promise<void> {
  await staticChecks();
  for (const { wallClock, args, what } of runs) runJest(wallClock, args, what);
}

function runJest(wallClock: string, args: string[], what: string): void {
  console.log(`\n== ${what}, with the machine's clock at ${wallClock} for the clock-dependent ones`);
  const run = spawnSync('npx', ['jest', ...process.argv.slice(2), ...args], {
    stdio: 'inherit',
    env: { ...process.env, NAGTEXT_TEST_WALL_CLOCK: wallClock },
  });
  if (run.status !== 0) {
    console.error(`${what} failed with the machine's clock at ${wallClock}.`);
    process.exit(run.status ?? 1);
  }
}

void main();
