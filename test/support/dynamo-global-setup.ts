import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoLocal, type DynamoLocal } from '../../local/dynamo-local';
import { ensureTables } from '../../local/ensure-tables';
import { AUTH_TABLE, DATA_TABLE, TABLE_ENV, tableName } from '#shared/db/tables';
import { E2E_TABLE_PREFIX, TEST_TABLE_PREFIX } from './table-prefixes';

/** Shared with dynamo-global-teardown: jest runs both in its main process, workers never see this. */
export const DYNAMO_HANDLE = '__nagtextDynamoLocal__';
type Holder = { [DYNAMO_HANDLE]?: { dynamo: DynamoLocal; users: number } };

/**
 * jest globalSetup (integration and e2e): one in-memory DynamoDB Local per run on a free port, the
 * tables created with the 'test-' prefix. Workers start after this and inherit process.env.
 */
export default async function dynamoGlobalSetup(): Promise<void> {
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
  const dynamo = await startDynamoLocal();
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await ensureTables(client, TEST_TABLE_PREFIX);
    await ensureTables(client, E2E_TABLE_PREFIX);
  } catch (error) {
    // jest skips the teardown when a setup fails: stop Java here rather than leave it running.
    await dynamo.stop();
    throw error;
  } finally {
    client.destroy();
  }
  holder[DYNAMO_HANDLE] = { dynamo, users: 1 };
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env[TABLE_ENV.Data] = tableName(DATA_TABLE, TEST_TABLE_PREFIX);
  process.env[TABLE_ENV.Auth] = tableName(AUTH_TABLE, TEST_TABLE_PREFIX);
}
