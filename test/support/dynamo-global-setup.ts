import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoLocal, type DynamoLocal } from '../../local/dynamo-local';
import { ensureTables } from '../../local/ensure-tables';
import { E2E_TABLE_PREFIX, TEST_TABLE_PREFIX, workerTablePrefix } from './table-prefixes';

/** Shared with dynamo-global-teardown: jest runs both in its main process, workers never see this. */
export const DYNAMO_HANDLE = '__nagtextDynamoLocal__';
type Holder = { [DYNAMO_HANDLE]?: { dynamo: DynamoLocal; users: number } };

/**
 * Every worker's tables (test/support/table-prefixes.ts): the integration suites' at each clock the run reads
 * (NAGTEXT_TEST_WALL_CLOCKS from `npm test`, else NAGTEXT_TEST_WALL_CLOCK, else the machine's own), the browser
 * tests' once.
 */
function tablePrefixes(maxWorkers: number): string[] {
  const listed = (process.env.NAGTEXT_TEST_WALL_CLOCKS ?? '')
    .split(',')
    .map((clock) => clock.trim())
    .filter(Boolean);
  const clocks = listed.length > 0 ? listed : [process.env.NAGTEXT_TEST_WALL_CLOCK || undefined];
  const workers = Array.from({ length: Math.max(1, maxWorkers) }, (_, i) => i + 1);
  return workers.flatMap((worker) => [
    ...clocks.map((clock) => workerTablePrefix(TEST_TABLE_PREFIX, clock, worker)),
    workerTablePrefix(E2E_TABLE_PREFIX, undefined, worker),
  ]);
}

/**
 * The JVM of the tests' DynamoDB Local compiles with C1 alone: its optimizing compiler (C2) spent about half of the
 * process's CPU compiling, in runs of minutes that never earn it back (the simulation suite: 54 s of Java CPU with it,
 * 26 s without). The database answers the same either way.
 */
const TEST_JVM_OPTIONS = '-XX:TieredStopAtLevel=1';

/** Runs `start` with JDK_JAVA_OPTIONS (read by the `java` launcher) extended, for the process it spawns alone. */
async function withJavaOptions<T>(options: string, start: () => Promise<T>): Promise<T> {
  const before = process.env.JDK_JAVA_OPTIONS;
  process.env.JDK_JAVA_OPTIONS = before ? `${before} ${options}` : options;
  try {
    return await start();
  } finally {
    if (before === undefined) delete process.env.JDK_JAVA_OPTIONS;
    else process.env.JDK_JAVA_OPTIONS = before;
  }
}

/**
 * jest globalSetup (integration and e2e): one in-memory DynamoDB Local per run on a free port, and in it the tables
 * of every worker. Workers start after this and inherit process.env.
 */
export default async function dynamoGlobalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const holder = globalThis as Holder;
  const running = holder[DYNAMO_HANDLE];
  if (running) {
    // Both projects list this setup; the second one reuses the first one's database.
    running.users += 1;
    return;
  }
  process.env.NAGTEXT_QUIET_LOGS ??= '1';
  // The SDK's "Node 22 will be required in 2027" notice, printed once per worker, is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dynamo = await withJavaOptions(TEST_JVM_OPTIONS, () => startDynamoLocal());
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await Promise.all(tablePrefixes(globalConfig.maxWorkers).map((prefix) => ensureTables(client, prefix)));
  } catch (error) {
    // jest skips the teardown when a setup fails: stop Java here rather than leave it running.
    await dynamo.stop();
    throw error;
  } finally {
    client.destroy();
  }
  holder[DYNAMO_HANDLE] = { dynamo, users: 1 };
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
}
