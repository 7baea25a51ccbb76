import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startDynamoLocal } from '../../local/dynamo-local';
import { ensureTables } from '../../local/ensure-tables';
import { AUTH_TABLE, DATA_TABLE, tableName } from '#shared/db/tables';
import { report } from './report';
import { runSimulation } from './run-simulation';

/**
 * `npm run simulate -- --seed 123 --users 500 --days 30 [--trace <user id>]`: its own DynamoDB Local; exit 1 on any
 * violation. --trace prints one user's events and texts as they happen.
 */
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
  return value;
};
const seed = arg('seed', Math.floor(Math.random() * 1_000_000) + 1);
const users = arg('users', 500);
const days = arg('days', 30);
const traceAt = process.argv.indexOf('--trace');
const trace = traceAt >= 0 ? process.argv[traceAt + 1] : undefined;

process.env.NAGTEXT_QUIET_LOGS ??= '1';
const dynamo = await startDynamoLocal();
try {
  const raw = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const prefix = `sim-${seed}-`;
  await ensureTables(raw, prefix);
  const doc = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  const started = performance.now();
  const result = await runSimulation({
    seed,
    users,
    days,
    trace,
    doc,
    tables: { data: tableName(DATA_TABLE, prefix), auth: tableName(AUTH_TABLE, prefix) },
  });
  console.log(report(result, (performance.now() - started) / 1000));
  process.exitCode = result.violations.length ? 1 : 0;
} finally {
  await dynamo.stop();
}
