/**
 * `npm run admin:reindex-users [-- --data-table T]`
 *
 * Rebuilds the admin user list's indexes (search entries, per-day counts) from the users stored: for data
 * written before those indexes existed, or to mend entries after failed writes. Idempotent. Without
 * --data-table it works on the local runtime's data (.data/), through the running `npm start` if there is
 * one, else by starting DynamoDB Local for a moment; with it, on that table in the current AWS account.
 */
import { parseArgs } from 'node:util';
import { createDocumentClient } from '../../lambdas/adapters/aws/document-client';
import { rebuildUserIndex } from '../../lambdas/adapters/aws/rebuild-user-index';
import { DATA_TABLE, tableName } from '#shared/db/tables';
import { LOCAL_TABLE_PREFIX } from '../../local/local-settings';
import { localTables } from './local-tables';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'data-table': { type: 'string' } } });
  const deployed = values['data-table'];
  const local = deployed ? null : await localTables();
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
