import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTables } from '../../local/ensure-tables';
import { AUTH_TABLE, DATA_TABLE, tableName } from '#shared/db/tables';
import { report } from '../simulation/report';
import { runSimulation } from '../simulation/run-simulation';
import { testDynamo } from '../support/test-dynamo';

const { doc, tables } = testDynamo();

// A short seeded campaign on every run (npm run simulate runs 500 users over 30 days with any seed).
it('five seeded days of 40 users with faults injected keep every invariant', async () => {
  const result = await runSimulation({ seed: 20261124, users: 40, days: 5, doc, tables });
  const kinds = [...result.faults.keys()];
  for (const kind of [
    'schedule delivered twice',
    'schedule fired late (up to 10 min, out of order)',
    'delivery receipt lost',
    'delivery receipt duplicated (and reordered)',
    'provider throttled a send',
    'provider rejected a send for good',
    "crash mid-way, then the platform's retry (deliver)",
    "crash mid-way, then the platform's retry (reply)",
    "crash mid-way, then the platform's retry (receipt)",
    'billing event duplicated and reordered',
  ])
    expect(kinds).toContain(kind);
  // Hundreds of texts, so the faults above hit real traffic (a lapse on day 1 holds some back).
  expect(result.texts).toBeGreaterThan(400);
  if (result.violations.length) throw new Error(report(result, 0));
}, 600_000);

/**
 * Seeds that once broke an invariant, each at the smallest world found to show it: a world's draws depend on its
 * number of users, so a seed replays only with the users it was found with (fewer days just end it sooner).
 * `npm run simulate -- --seed <seed> --users <users> --days <days>` replays one by hand, `--trace <user id>` shows why.
 */
const REGRESSIONS = [
  // Issue 32, no nag after DONE: a daily reminder done at 9:35 AM was moved by an edit at 7 PM to start that same
  // day at 7:35 PM, and the day already done was nagged again (sim-2224-19, Honolulu, 2031-06-03; the rule's own
  // test is in test/unit/core/reminders/reminder-plan.test.ts). Found as --seed 123617 --users 500 --days 30
  // (sim-123617-21, 2031-04-20 UTC), which shows it from --days 11 on: too big for every run, so
  // NAGTEXT_LONG_SIMULATIONS=1 adds it.
  { seed: 2224, users: 40, days: 5 },
  ...(['1', 'true', 'yes'].includes(process.env.NAGTEXT_LONG_SIMULATIONS?.trim().toLowerCase() ?? '')
    ? [{ seed: 123617, users: 500, days: 11 }]
    : []),
];

for (const { seed, users, days } of REGRESSIONS) {
  it(
    `seed ${seed} (${users} users, ${days} days) keeps every invariant`,
    async () => {
      // Tables of its own, as the command line has: no other run's send slots or numbers in its world.
      const raw = new DynamoDBClient({
        endpoint: process.env.DYNAMODB_ENDPOINT,
        region: 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      const prefix = `regression-${seed}-`;
      await ensureTables(raw, prefix);
      const result = await runSimulation({
        seed,
        users,
        days,
        doc,
        tables: { data: tableName(DATA_TABLE, prefix), auth: tableName(AUTH_TABLE, prefix) },
      });
      if (result.violations.length) throw new Error(report(result, 0));
    },
    users * days > 1000 ? 3_600_000 : 600_000,
  );
}

// What a seed produced must not depend on the machine: its speed, its clock, or the SDK retrying a slow call.
it('a seed replays exactly, whatever else draws on Math.random', async () => {
  const raw = new DynamoDBClient({
    endpoint: process.env.DYNAMODB_ENDPOINT,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const run = async (prefix: string) => {
    await ensureTables(raw, prefix);
    return runSimulation({
      seed: 31337,
      users: 12,
      days: 3,
      doc,
      tables: { data: tableName(DATA_TABLE, prefix), auth: tableName(AUTH_TABLE, prefix) },
    });
  };
  const first = await run('replay-a-');
  // Another draw on Math.random now and then, as the SDK's retry backoff does on a loaded machine.
  const elsewhere = setInterval(() => Math.random(), 1);
  const second = await run('replay-b-').finally(() => clearInterval(elsewhere));
  expect(second.texts).toBe(first.texts);
  expect([...second.faults]).toEqual([...first.faults]);
  expect(second.textsPerUserMonth).toEqual(first.textsPerUserMonth);
  expect(first.texts).toBeGreaterThan(0);
}, 600_000);
