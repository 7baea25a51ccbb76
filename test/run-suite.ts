import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * `npm test`: the types and the lint rules side by side (one core each), the web build the browser tests load, then
 * one jest run of every project, a worker per core (two at least). The clock-dependent projects (integration on
 * DynamoDB Local, and the web's) run as if the machine's clock read fixed hours: jest.config.cjs makes a copy of each
 * per clock, and the workers share out all of them (unit, infra and browser tests do not take the override, and run
 * once). So CI's result never depends on the hour it runs at, and the hours that break a test reading the real time
 * of day are among them. `npx jest` by hand runs everything at the machine's own hour.
 *
 * In CI (CI set) the clocks are shared out, as the differential tests are sampled: each file runs at one of them, the
 * one turning daily, and the suites about time (jest.config.cjs, CLOCK_BOUND) at every one. NAGTEXT_EVERY_CLOCK=1
 * runs every file at every clock (the default outside CI); =0 shares them out anywhere.
 */
const WALL_CLOCKS = [
  '2036-01-15T07:30:00Z', // 02:30 in New York, winter: inside its default quiet hours
  '2036-07-16T01:59:30Z', // 21:59 in New York, summer; the UTC day turns within each file's first minute
];
// Years ahead, never behind: DynamoDB Local expires items by TTL on the real clock, so a run dated in the past
// would see its rate counters and codes vanish under it.

/** Whether each clock-dependent file runs at one clock (turning daily) rather than at all of them. */
function clocksShared(): boolean {
  const flag = process.env.NAGTEXT_EVERY_CLOCK?.trim().toLowerCase();
  if (flag) return !['1', 'true', 'yes'].includes(flag);
  const ci = process.env.CI?.trim().toLowerCase();
  return ci !== undefined && !['', '0', 'false'].includes(ci);
}

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

/** The scripts one after another, stopping at the first that fails; resolves with what each ran to. */
async function inTurn(scripts: string[]): Promise<Awaited<ReturnType<typeof npmRun>>[]> {
  const ran = [];
  for (const script of scripts) {
    const result = await npmRun(script);
    ran.push(result);
    if (result.status !== 0) break;
  }
  return ran;
}

/**
 * `npm run typecheck` and `npm run lint`'s four parts in two lanes of about equal length, one a core: eslint (its
 * type-aware rules build the whole program) beside the types, then the formatting, the import rules and knip.
 */
async function staticChecks(): Promise<void> {
  const lanes = await Promise.all([
    inTurn(['lint:code']),
    inTurn(['typecheck', 'lint:format', 'lint:imports', 'lint:unused']),
  ]);
  for (const { script, status, output } of lanes.flat()) {
    console.log(`\n== npm run ${script}\n${output}`);
    if (status !== 0) {
      console.error(`npm run ${script} failed.`);
      process.exit(status ?? 1);
    }
  }
  const build = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Workers: one a core, and never fewer than two (jest's own default is a core but one: a single worker on two cores).
 * A worker spends much of a browser test or an integration suite waiting on Chromium or DynamoDB Local (other
 * processes), so a core per worker stays busy. Each worker's files get tables of their own
 * (test/support/table-prefixes.ts), and every server a test starts listens on a free port. A --maxWorkers (-w) or
 * --runInBand (-i) given to `npm test --` wins.
 */
function workerArgs(args: string[]): string[] {
  const chosen = args.some((arg) => /^(--maxWorkers|-w|--runInBand|-i)(=|$)/.test(arg) || /^-w\d/.test(arg));
  return chosen ? [] : [`--maxWorkers=${Math.max(2, availableParallelism())}`];
}

async function main(): Promise<void> {
  await staticChecks();
  const args = process.argv.slice(2);
  const shared = clocksShared();
  console.log(
    shared
      ? `\n== Every suite; the clock-dependent ones with the machine's clock at one of ${WALL_CLOCKS.join(' and ')}, ` +
          'turning daily, and those about time at each (NAGTEXT_EVERY_CLOCK=1: every file at each)'
      : `\n== Every suite; the clock-dependent ones with the machine's clock at ${WALL_CLOCKS.join(', and again at ')}`,
  );
  const run = spawnSync('npx', ['jest', ...workerArgs(args), ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NAGTEXT_TEST_WALL_CLOCKS: WALL_CLOCKS.join(','),
      NAGTEXT_TEST_CLOCKS_SHARED: shared ? '1' : '0',
    },
  });
  if (run.status !== 0) {
    console.error(
      "The suite failed (a project named name@instant ran with the machine's clock at that instant, " +
        `the plain one at ${WALL_CLOCKS[0]}).`,
    );
    process.exit(run.status ?? 1);
  }
}

void main();
