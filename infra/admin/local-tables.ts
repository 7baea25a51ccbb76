import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { freePort, startDynamoLocal } from '../../local/dynamo-local';
import { ensureTables } from '../../local/ensure-tables';
import { LOCAL_DYNAMO_ENDPOINT_FILE, LOCAL_TABLE_PREFIX } from '../../local/local-settings';

const dataDir = join(fileURLToPath(new URL('../..', import.meta.url)), '.data');

/**
 * The local runtime's tables (.data/) for the admin commands: through the running `npm start` when there
 * is one, else by starting DynamoDB Local on them for a moment (`stop` ends it).
 */
export async function localTables(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const endpointFile = join(dataDir, LOCAL_DYNAMO_ENDPOINT_FILE);
  if (existsSync(endpointFile)) {
    const endpoint = readFileSync(endpointFile, 'utf8').trim();
    const client = new DynamoDBClient({
      endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const running = await ensureTables(client, LOCAL_TABLE_PREFIX).then(
      () => true,
      () => false,
    );
    client.destroy();
    if (running) return { endpoint, stop: async () => {} };
  }
  const dynamo = await startDynamoLocal({ port: await freePort(), path: join(dataDir, 'dynamodb') });
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTables(client, LOCAL_TABLE_PREFIX);
  client.destroy();
  return { endpoint: dynamo.endpoint, stop: () => dynamo.stop() };
}
