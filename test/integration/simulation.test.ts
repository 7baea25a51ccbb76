import { report } from '../simulation/report';
import { runSimulation } from '../simulation/run-simulation';
import { testDynamo } from '../support/test-dynamo';

const { doc, tables } = testDynamo();

// A short seeded campaign on every run (npm run simulate runs 500 users over 30 days with any seed).
it('a seeded week of 40 users with faults injected keeps every invariant', async () => {
  const result = await runSimulation({ seed: 20261124, users: 40, days: 7, doc, tables });
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
  ]) expect(kinds).toContain(kind);
  expect(result.texts).toBeGreaterThan(500);
  if (result.violations.length) throw new Error(report(result, 0));
}, 600_000);
