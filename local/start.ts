import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DATA_TABLE, AUTH_TABLE, tableName } from '#shared/db/tables';
import { createLocalRuntime } from './local-runtime';
import { freePort, startDynamoLocal } from './dynamo-local';
import { ensureTables } from './ensure-tables';
import { LOCAL_DYNAMO_ENDPOINT_FILE, LOCAL_TABLE_PREFIX } from './local-settings';
import { seedLocalAdmin } from './seed-admin';
import { createDocumentClient } from '../lambdas/adapters/aws/document-client';
import { rebuildUserIndexIfDue } from '../lambdas/adapters/aws/rebuild-user-index';
import { createLocalServer } from './local-server';
import { printReadableLogs } from './readable-logs';
import { buildWeb, hasBuildScript, webBuildReason } from './web-build';

/**
 * `npm start`: the whole product on this machine. Binds the port first (so a taken port fails at once),
 * then starts DynamoDB Local and, when web/dist is missing or older than its sources, builds the SPA,
 * both at the same time. Ctrl-C stops everything, the Java process included.
 */
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = join(rootDir, '.data');

const cleanups: (() => Promise<void>)[] = [];
let stopping = 0;
let javaPid: number | undefined;

async function stopAll(): Promise<void> {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
}

async function shutdown(reason: string): Promise<void> {
  if (stopping) {
    // One Ctrl-C arrives several times (from the terminal, relayed by npm and by tsx): only a later one forces.
    if (performance.now() - stopping < 2000) return;
    console.error('Stopping now.');
    if (javaPid) process.kill(javaPid, 'SIGKILL');
    process.exit(1);
  }
  stopping = performance.now();
  console.log(`\n${reason}: stopping NagText…`);
  await stopAll();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// If whatever started us dies without passing a signal on, stop too rather than leave Java running.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void shutdown('Parent process gone'), 1000).unref();
printReadableLogs();
// Node 20 is this project's runtime on purpose; the SDK's notice about its future minimum is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

function portFromEnv(): number {
  const raw = process.env.PORT ?? '3000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT must be a number from 1 to 65535, not "${raw}"`);
  return port;
}

async function prepareWeb(): Promise<void> {
  const reason = webBuildReason(rootDir);
  if (!reason) return;
  if (!hasBuildScript(rootDir)) {
    console.warn(`${reason}, and package.json has no build:web script yet: the web pages will say so.`);
    return;
  }
  console.log(`${reason}: building the web app (npm run build:web)…`);
  if (!(await buildWeb(rootDir))) console.error('The web build failed (see above); the API and /dev/phone still work.');
}

async function main(): Promise<void> {
  const port = portFromEnv();
  mkdirSync(dataDir, { recursive: true });
  const tables = { data: tableName(DATA_TABLE, LOCAL_TABLE_PREFIX), auth: tableName(AUTH_TABLE, LOCAL_TABLE_PREFIX) };
  const dynamoPort = await freePort();
  const smsMaxPerSecond = Number(process.env.SMS_MAX_PER_SECOND ?? 3);
  const runtime = createLocalRuntime({
    dataDir,
    dynamoEndpoint: `http://127.0.0.1:${dynamoPort}`,
    tables,
    smsMaxPerSecond,
    smsAllowedCountries: process.env.SMS_ALLOWED_COUNTRIES,
    codeTextsPerMinute: process.env.SMS_CODE_TEXTS_PER_MINUTE,
    recoveryWaitHours: process.env.RECOVERY_WAIT_HOURS,
    textingBudget: { perMonth: process.env.TEXTING_BUDGET_PER_MONTH, perDay: process.env.TEXTING_BUDGET_PER_DAY },
    escalationCaps: {
      callsPerMonth: process.env.MONTHLY_CALL_CAP,
      buddyTextsPerMonth: process.env.MONTHLY_BUDDY_TEXT_CAP,
    },
  });

  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const trustedProxies = (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const server = createLocalServer({ rootDir, runtime, ready, trustedProxies });
  await server.listen(port);
  cleanups.push(() => server.close());

  const dynamoStarting = startDynamoLocal({ port: dynamoPort, path: join(dataDir, 'dynamodb') });
  cleanups.push(async () => (await dynamoStarting.catch(() => undefined))?.stop());
  const [dynamo] = await Promise.all([dynamoStarting, prepareWeb()]);
  javaPid = dynamo.pid;
  if (stopping) return;

  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await ensureTables(client, LOCAL_TABLE_PREFIX);
  } finally {
    client.destroy();
  }
  runtime.scheduler.start();
  cleanups.push(() => runtime.scheduler.stop());
  // A phone left ringing rings out as the app's clock passes its ring time.
  runtime.voice.start();
  cleanups.push(() => runtime.voice.stop());
  // Runs before the scheduler stops and DynamoDB Local goes (cleanups run in reverse): receipts on their way land first.
  cleanups.push(() => runtime.sms.flush());
  const adminNotice = await seedLocalAdmin(runtime.deps());
  // Data from before the admin list's indexes (search, per-day counts) existed gets them once.
  const reindexed = await rebuildUserIndexIfDue(createDocumentClient({ endpoint: dynamo.endpoint }), tables.data);
  if (reindexed?.users) console.log(`Indexed ${reindexed.users} existing users for the admin user list.`);
  // Lets `npm run admin:create` reach this DynamoDB Local while we run.
  const endpointFile = join(dataDir, LOCAL_DYNAMO_ENDPOINT_FILE);
  writeFileSync(endpointFile, dynamo.endpoint);
  cleanups.push(async () => rmSync(endpointFile, { force: true }));
  markReady();

  const url = `http://localhost:${port}`;
  // performance.now() counts from this process's start, so module loading is included.
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(
    [
      '',
      `NagText is running (ready in ${seconds} s).`,
      `  App:              ${url}/`,
      `  Phone simulator:  ${url}/dev/phone`,
      `  Data:             .data/ (DynamoDB Local on port ${dynamo.port})`,
      ...(adminNotice ? [adminNotice] : []),
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? `Cannot start NagText: ${error.message}` : error);
  await stopAll();
  process.exit(1);
});
