import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { JAVA_REQUIRED_MESSAGE, javaMajorVersion, startDynamoLocal } from '../../../local/dynamo-local';
import { ensureTables } from '../../../local/ensure-tables';
import type { TableDefinition } from '../../../shared/db/tables';

const clientFor = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

describe('startDynamoLocal', () => {
  it('runs on this machine\'s Java 17+', () => {
    expect(javaMajorVersion()).toBeGreaterThanOrEqual(17);
  });

  it('names what to install when there is no Java', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(startDynamoLocal()).rejects.toThrow(JAVA_REQUIRED_MESSAGE);
    } finally {
      process.env.PATH = path;
    }
    expect(JAVA_REQUIRED_MESSAGE).toBe('Java 17+ is required for DynamoDB Local: install a JRE (e.g. apt-get install -y openjdk-17-jre-headless)');
  });

  it('answers once started, and stop() ends the Java process', async () => {
    const dynamo = await startDynamoLocal();
    const client = clientFor(dynamo.endpoint);
    try {
      await expect(client.send(new ListTablesCommand({}))).resolves.toMatchObject({ TableNames: [] });
    } finally {
      client.destroy();
      await dynamo.stop();
    }
    expect(() => process.kill(dynamo.pid, 0)).toThrow();
  });
});

describe('ensureTables (on the run\'s DynamoDB Local)', () => {
  const client = clientFor(process.env.DYNAMODB_ENDPOINT!);
  afterAll(() => client.destroy());
  const prefix = `ensure-${process.pid}-${Date.now()}-`;
  const base: TableDefinition = {
    logicalName: 'Grow',
    partitionKey: 'pk',
    sortKey: 'sk',
    ttlAttribute: 'expiresAt',
    indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  };

  it('creates a table with its indexes and TTL, then adds an index the definition gained', async () => {
    expect(await ensureTables(client, prefix, [base])).toEqual([{ logicalName: 'Grow', name: `${prefix}Grow`, created: true, addedIndexes: [] }]);
    const grown = { ...base, indexes: [...base.indexes, { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' }] };
    expect(await ensureTables(client, prefix, [grown])).toEqual([{ logicalName: 'Grow', name: `${prefix}Grow`, created: false, addedIndexes: ['gsi2'] }]);
    expect(await ensureTables(client, prefix, [grown])).toEqual([{ logicalName: 'Grow', name: `${prefix}Grow`, created: false, addedIndexes: [] }]);

    const { Table } = await client.send(new DescribeTableCommand({ TableName: `${prefix}Grow` }));
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(['gsi1', 'gsi2']);
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: `${prefix}Grow` }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
  });

  it('the test run\'s tables match shared/db/tables.ts', async () => {
    for (const name of [process.env.DATA_TABLE_NAME!, process.env.AUTH_TABLE_NAME!]) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
      expect(Table?.KeySchema).toEqual([{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }]);
    }
    const { Table } = await client.send(new DescribeTableCommand({ TableName: process.env.DATA_TABLE_NAME! }));
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(['gsi1', 'gsi2']);
  });
});
