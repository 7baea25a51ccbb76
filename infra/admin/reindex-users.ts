/**
 * `npm run admin:reindex-users [-- --data-table T]`
 *
 * Rebuilds the admin user list's indexes (search entries, per-day counts) from the users stored: for data
 * written before those indexes existed, or to mend entries after failed writes. Idempotent. Without
 * --data-table it works on the local runtime's data (.data/), through the running `npm start` if there is
 * one, else by starting DynamoDB Local for a moment; with it, on that table in the current AWS account.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDocumentClient } from '../../lambdas/adapters/aws/document-client';
import { rebuildUserIndex } from '../../lambdas/adapters/aws/rebuild-user-index';
import { DATA_TABLE, tableName } from '../../shared/db/tables';
import { freePort, startDynamoLocal } from '../local/dynamo-local';
import { ensureTables } from '../local/ensure-tables';
import { LOCAL_DYNAMO_ENDPOINT_FILE, LOCAL_TABLE_PREFIX } from '../local/local-settings';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const dataDir = join(fileURLToPath(new URL('../..', import.meta.url)), '.data');

async function localEndpoint(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const endpointFile = join(dataDir, LOCAL_DYNAMO_ENDPOINT_FILE);
  if (existsSync(endpointFile)) return { endpoint: readFileSync(endpointFile, 'utf8').trim(), stop: async () => undefined };
  const dynamo = await startDynamoLocal({ port: await freePort(), path: join(dataDir, 'dynamodb') });
  const client = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await ensureTables(client, LOCAL_TABLE_PREFIX);
  client.destroy();
  return { endpoint: dynamo.endpoint, stop: () => dynamo.stop() };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-table': { type: 'string' } } });
  const deployed = values['data-table'];
  const local = deployed ? null : await localEndpoint();
  const doc = createDocumentClient(local ? { endpoint: local.endpoint } : {});
  try {
    const table = deployed ?? tableName(DATA_TABLE, LOCAL_TABLE_PREFIX);
    const report = await rebuildUserIndex(doc, table);
    console.log(`Reindexed ${report.users} users in ${table}; ${report.daysFixed} day counts corrected.`);
  } finally {
    doc.destroy();
    await local?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
