import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { TABLES, tableName, type IndexDefinition, type TableDefinition } from '#shared/db/tables';

const attribute = (name: string): AttributeDefinition => ({ AttributeName: name, AttributeType: 'S' });

function gsi(index: IndexDefinition): GlobalSecondaryIndex {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  };
}

function attributesOf(def: TableDefinition, indexes: IndexDefinition[]): AttributeDefinition[] {
  const names = new Set([def.partitionKey, def.sortKey, ...indexes.flatMap((i) => [i.partitionKey, i.sortKey])]);
  return [...names].map(attribute);
}

const isNotFound = (error: unknown) => error instanceof Error && error.name === 'ResourceNotFoundException';

async function describe(client: DynamoDBClient, name: string) {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: name }))).Table ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Polls until the table and its indexes are active. The bound only catches a hang: a new index on a table that holds
 * data is backfilled first, which takes DynamoDB Local well over 30 s on a busy machine. */
async function waitUntilActive(client: DynamoDBClient, name: string): Promise<void> {
  for (let i = 0; i < 1500; i += 1) {
    const table = await describe(client, name);
    const indexesReady = (table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
    if (table?.TableStatus === 'ACTIVE' && indexesReady) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Table ${name} did not become active`);
}

export interface EnsuredTable {
  logicalName: string;
  name: string;
  created: boolean;
  addedIndexes: string[];
}

/**
 * Creates each table from its shared definition, or brings an existing one up to it: missing GSIs are
 * added (one per update, as DynamoDB requires) and TTL is enabled. Never deletes or changes keys.
 */
export async function ensureTables(
  client: DynamoDBClient,
  prefix: string,
  defs: readonly TableDefinition[] = TABLES,
): Promise<EnsuredTable[]> {
  const results: EnsuredTable[] = [];
  for (const def of defs) {
    const name = tableName(def, prefix);
    const existing = await describe(client, name);
    const addedIndexes: string[] = [];
    if (!existing) {
      await client.send(
        new CreateTableCommand({
          TableName: name,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: attributesOf(def, def.indexes),
          KeySchema: [
            { AttributeName: def.partitionKey, KeyType: 'HASH' },
            { AttributeName: def.sortKey, KeyType: 'RANGE' },
          ],
          ...(def.indexes.length ? { GlobalSecondaryIndexes: def.indexes.map(gsi) } : {}),
        }),
      );
    } else {
      const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
      for (const index of def.indexes.filter((i) => !present.has(i.name))) {
        await client.send(
          new UpdateTableCommand({
            TableName: name,
            AttributeDefinitions: attributesOf(def, [index]),
            GlobalSecondaryIndexUpdates: [{ Create: gsi(index) }],
          }),
        );
        addedIndexes.push(index.name);
        await waitUntilActive(client, name);
      }
    }
    await waitUntilActive(client, name);
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: name }));
    const status = ttl.TimeToLiveDescription?.TimeToLiveStatus;
    if (status !== 'ENABLED' && status !== 'ENABLING') {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: name,
          TimeToLiveSpecification: { AttributeName: def.ttlAttribute, Enabled: true },
        }),
      );
    }
    results.push({ logicalName: def.logicalName, name, created: !existing, addedIndexes });
  }
  return results;
}
