import type autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { request, signUpOverHttp } from '../support/http-session';
import { fixedRateLoad, type LoadRequest } from './fixed-rate-load';
import { startBenchStack } from './local-stack';

/**
 * `npm run bench`, API latency part: the `npm start` stack (DynamoDB Local in memory, the local server on a free
 * 127.0.0.1 port running each route's Lambda handler, the local SMS, scheduler and Stripe stand-ins) under a fixed
 * request rate from autocannon. USERS people sign up over HTTP (the code read from /dev/sms) and start a trial
 * through the Stripe sandbox's checkout, each with SEED_TASKS daily reminders; then GET /tasks, POST /tasks and
 * PUT /tasks/{id}/status, each alone, at each of RATES requests a second for STEP_SECONDS, the requests turning
 * through the users. Prints per step: requests, rate held, p50 and p99, non-2xx by status, errors and timeouts,
 * and the goal with PASS or FAIL. Asserts nothing.
 */
const PREFIX = 'bench-api-';
const ZONE = 'America/New_York';
/** Enough people that no per-user limit is reached: every create of the run (2,500 if both rates are held) spread over them stays under 100 active. */
const USERS = 40;
const SEED_TASKS = 5;
/** BENCH_API_RATES=50,200 (the default): the rates, in requests a second, each endpoint is driven at. */
const RATES = (process.env.BENCH_API_RATES ?? '50,200')
  .split(',')
  .map(Number)
  .filter((rate) => Number.isInteger(rate) && rate > 0);
const STEP_SECONDS = Number(process.env.BENCH_API_SECONDS) > 0 ? Number(process.env.BENCH_API_SECONDS) : 10;
const TIMEOUT_SECONDS = 5;
/**
 * The goal, for 2 cores shared with other work: at up to GOAL_RATE a second, p99 under P99_GOAL_MS, no errors or
 * timeouts and at least RATE_HELD of the rate held; at every rate, no non-2xx (overload shows as waiting, never as
 * refused or failed requests). Above GOAL_RATE the CPU a response costs (printed) is more than 2 cores give.
 */
const GOAL_RATE = 50;
const P99_GOAL_MS = 500;
const RATE_HELD = 0.95;

interface Person {
  token: string;
  taskIds: string[];
}

interface Endpoint {
  label: string;
  /** The n-th request of the step: method, path and JSON body (if any), for a person chosen in turn. */
  request(n: number): { method: 'GET' | 'POST' | 'PUT'; path: string; token: string; body?: unknown };
}

interface Step {
  endpoint: string;
  rate: number;
  responses: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: Map<number, number>;
  errors: number;
  timeouts: number;
  /**
   * CPU milliseconds a request, answered or timed out (the server works on both): this process (server and
   * autocannon) and DynamoDB Local's Java; null without /proc.
   */
  cpuMs: { node: number; java: number } | null;
}

/** CPU seconds a process has used, from /proc (Linux; clock ticks of 1/100 s), or null elsewhere. */
function cpuSecondsOf(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The date `days` after the app clock's today in ZONE (every reminder made here starts then: never in the past). */
function dayAhead(now: Date, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(now.getTime() + days * 86_400_000),
  );
}

const reminderBody = (n: number, date: string, repeat: 'once' | 'daily') => ({
  task: `Bench task ${n}`,
  scheduledDate: date,
  scheduledTime: `${String(8 + (n % 12)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`,
  repeat,
});

/** A person as one is made: sign-up with the texted code, a trial started at the sandbox's checkout, a few reminders. */
async function makePerson(baseUrl: string, date: string): Promise<Person> {
  const { token } = await signUpOverHttp(baseUrl, undefined, { timezone: ZONE });
  const checkout = await request(baseUrl, 'POST', '/api/subscription/checkout-session', { token });
  if (checkout.status !== 200)
    throw new Error(`checkout-session answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
  const paid = await request(baseUrl, 'POST', `${new URL(checkout.body.url as string).pathname}/complete`, {
    body: { card: '4242 4242 4242 4242' },
  });
  if (paid.status !== 200) throw new Error(`checkout completion answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  const taskIds: string[] = [];
  for (let i = 0; i < SEED_TASKS; i += 1) {
    const created = await request(baseUrl, 'POST', '/api/tasks', { token, body: reminderBody(i, date, 'daily') });
    if (created.status !== 201)
      throw new Error(`seeding POST /api/tasks answered ${created.status}: ${JSON.stringify(created.body)}`);
    taskIds.push(created.body.id as string);
  }
  return { token, taskIds };
}

function endpoints(people: Person[], date: string): Endpoint[] {
  const person = (n: number) => people[n % people.length]!;
  return [
    { label: 'GET /tasks', request: (n) => ({ method: 'GET', path: '/api/tasks', token: person(n).token }) },
    {
      label: 'POST /tasks',
      request: (n) => ({
        method: 'POST',
        path: '/api/tasks',
        token: person(n).token,
        body: reminderBody(n, date, 'once'),
      }),
    },
    {
      label: 'PUT /tasks/{id}/status',
      request: (n) => {
        // Each person's reminders in turn: one is marked done again only USERS x SEED_TASKS requests later.
        const { token, taskIds } = person(n);
        return {
          method: 'PUT',
          path: `/api/tasks/${taskIds[Math.floor(n / people.length) % taskIds.length]!}/status`,
          token,
          body: { status: 'done' },
        };
      },
    },
  ];
}

interface StepRun {
  baseUrl: string;
  javaPid: number;
  /** autocannon instances while they run, for the clean-up of a failed run. */
  running: Set<autocannon.Instance>;
  /** Answers once the server has finished what it was given (one more request, queued behind the rest). */
  drain: () => Promise<unknown>;
}

/**
 * One endpoint at `rate` a second for STEP_SECONDS; then the server's backlog drained (a client that timed out is
 * gone, its request is not), so the next step starts on an idle server and the CPU measured is all the step's.
 */
async function runStep({ baseUrl, javaPid, running, drain }: StepRun, endpoint: Endpoint, rate: number): Promise<Step> {
  const nodeBefore = process.cpuUsage();
  const javaBefore = cpuSecondsOf(javaPid);
  const load = await fixedRateLoad({
    baseUrl,
    rate,
    seconds: STEP_SECONDS,
    timeoutSeconds: TIMEOUT_SECONDS,
    running,
    requestAt: (n): LoadRequest => {
      const { method, path, token, body } = endpoint.request(n);
      const headers = { authorization: `Bearer ${token}` };
      return body === undefined
        ? { method, path, headers }
        : { method, path, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
    },
  });
  await drain();
  const nodeCpu = process.cpuUsage(nodeBefore);
  const javaAfter = cpuSecondsOf(javaPid);
  const perRequest = (ms: number) => ms / Math.max(1, load.latencies.length + load.timeouts);
  return {
    endpoint: endpoint.label,
    rate,
    responses: load.latencies.length,
    perSecond: load.latencies.length / STEP_SECONDS,
    p50: quantile(load.latencies, 0.5),
    p99: quantile(load.latencies, 0.99),
    non2xx: load.non2xx,
    errors: load.errors,
    timeouts: load.timeouts,
    cpuMs:
      javaBefore === null || javaAfter === null
        ? null
        : {
            node: perRequest((nodeCpu.user + nodeCpu.system) / 1000),
            java: perRequest((javaAfter - javaBefore) * 1000),
          },
  };
}

function verdict(step: Step): string {
  const held =
    step.rate > GOAL_RATE
      ? []
      : [
          ...(step.p99 >= P99_GOAL_MS ? [`p99 >= ${P99_GOAL_MS} ms`] : []),
          ...(step.errors || step.timeouts ? ['errors'] : []),
          ...(step.perSecond < RATE_HELD * step.rate ? ['rate not held'] : []),
        ];
  const failures = [...(step.non2xx.size ? ['non-2xx'] : []), ...held];
  if (failures.length) return `FAIL (${failures.join(', ')})`;
  // Beyond the goal's rate the row shows how the stack gives way; only a refused or failed request would fail it.
  if (step.rate <= GOAL_RATE) return 'PASS';
  return step.errors || step.timeouts || step.perSecond < RATE_HELD * step.rate
    ? 'over capacity (no non-2xx)'
    : 'held (no non-2xx)';
}

const row = (cells: string[]) =>
  console.log(
    `  ${cells[0]!.padEnd(24)}${cells
      .slice(1, -1)
      .map((c) => c.padStart(10))
      .join('')}   ${cells.at(-1)}`,
  );
const HEADER = [
  'endpoint',
  'rate/s',
  'requests',
  'held/s',
  'p50 ms',
  'p99 ms',
  'non-2xx',
  'err/tmo',
  'cpu node',
  'cpu java',
  'cpu max/s',
  'goal',
];

/** The most a second the machine's cores could answer at that CPU a request: the server is one thread, Java has the rest. */
const cpuCeiling = ({ node, java }: { node: number; java: number }) =>
  Math.min(1000 / node, (availableParallelism() * 1000) / (node + java));

function printStep(s: Step): void {
  const non2xx = [...s.non2xx].map(([status, count]) => `${count}x${status}`).join(' ') || '0';
  row([
    s.endpoint,
    String(s.rate),
    String(s.responses),
    s.perSecond.toFixed(1),
    s.p50.toFixed(1),
    s.p99.toFixed(1),
    non2xx,
    `${s.errors}/${s.timeouts}`,
    s.cpuMs ? s.cpuMs.node.toFixed(1) : '-',
    s.cpuMs ? s.cpuMs.java.toFixed(1) : '-',
    s.cpuMs ? cpuCeiling(s.cpuMs).toFixed(0) : '-',
    verdict(s),
  ]);
}

export async function runApiLatencyBench(): Promise<void> {
  // One JSON line per request (local.request) would bury the table; errors and warnings still print.
  const quietBefore = process.env.NAGTEXT_QUIET_LOGS;
  process.env.NAGTEXT_QUIET_LOGS = '1';
  const running = new Set<autocannon.Instance>();
  // What `npm start` builds (no rate rule applies to the task endpoints measured).
  const stack = await startBenchStack(PREFIX, { scheduler: true });
  try {
    const { baseUrl, runtime } = stack;

    const date = dayAhead(runtime.clock.now(), 2);
    const setupStarted = performance.now();
    const people: Person[] = [];
    await inParallel(
      Array.from({ length: USERS }, (_, i) => i),
      4,
      async () => {
        people.push(await makePerson(baseUrl, date));
      },
    );
    // The first request to each handler loads its module: done here, not in the first measured second.
    for (const endpoint of endpoints(people, date)) {
      for (let i = 0; i < 3; i += 1) {
        const { method, path, token, body } = endpoint.request(i);
        const answer = await request(baseUrl, method, path, { token, body });
        if (answer.status >= 300)
          throw new Error(`warm-up ${endpoint.label} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    }
    console.log(
      `\nAPI latency: the npm start stack on DynamoDB Local, ${USERS} users signed up over HTTP with a trial and ${SEED_TASKS} reminders each ` +
        `(set up in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s); each endpoint alone at a fixed rate for ${STEP_SECONDS} s, ` +
        `requests turning through the users and spread over each second (5 at a time), autocannon in the server's process`,
    );
    console.log(
      `  goal: at ${GOAL_RATE}/s p99 under ${P99_GOAL_MS} ms, no errors or timeouts, at least ${RATE_HELD * 100}% of the rate held; at every rate no non-2xx`,
    );

    row(HEADER);
    const run: StepRun = {
      baseUrl,
      javaPid: stack.javaPid,
      running,
      drain: () => request(baseUrl, 'GET', '/api/tasks', { token: people[0]!.token }),
    };
    for (const rate of RATES) {
      for (const endpoint of endpoints(people, date)) printStep(await runStep(run, endpoint, rate));
    }
    console.log(
      `  held/s: answers a second; err/tmo: connection errors / no answer within ${TIMEOUT_SECONDS} s; cpu: CPU ms a request, this process\n` +
        `  (server and autocannon) and DynamoDB Local's Java; cpu max/s: what ${availableParallelism()} idle cores could answer at that CPU a request`,
    );
  } finally {
    for (const instance of running) instance.stop();
    // In memory: the tables go with the Java process.
    await stack.stop().catch((error: unknown) => console.error(error));
    if (quietBefore === undefined) delete process.env.NAGTEXT_QUIET_LOGS;
    else process.env.NAGTEXT_QUIET_LOGS = quietBefore;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runApiLatencyBench();
