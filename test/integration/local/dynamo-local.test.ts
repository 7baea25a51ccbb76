import { readFileSync } from 'node:fs';
import {
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
} from '@aws-sdk/client-dynamodb';
import {
  JAVA_REQUIRED_MESSAGE,
  javaMajorVersion,
  startDynamoLocal,
  type DynamoLocal,
} from '../../../local/dynamo-local';
import { ensureTables } from '../../../local/ensure-tables';
import type { TableDefinition } from '#shared/db/tables';

const clientFor = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

/** The local addresses with a listening TCP socket on the port, from the kernel's tables (Linux). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hexPort}`)) continue;
      const hex = local.slice(0, -5);
      // IPv4 (and IPv4-mapped IPv6) addresses are the last 8 hex digits, little-endian.
      const v4 = hex
        .slice(-8)
        .match(/../g)!
        .map((byte) => parseInt(byte, 16))
        .reverse()
        .join('.');
      addresses.push(hex.length === 8 || hex.startsWith('0000000000000000FFFF0000') ? v4 : `ipv6:${hex}`);
    }
  }
  return addresses;
}

describe('startDynamoLocal', () => {
  it("runs on this machine's Java 17+", () => {
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
    expect(JAVA_REQUIRED_MESSAGE).toBe(
      'Java 17+ is required for DynamoDB Local: install a JRE (e.g. apt-get install -y openjdk-17-jre-headless)',
    );
  });

  it('listens on 127.0.0.1 only (the jar alone would take every interface)', async () => {
    const dynamo = await startDynamoLocal();
    try {
      expect(listeningAddresses(dynamo.port)).toEqual(['127.0.0.1']);
    } finally {
      await dynamo.stop();
    }
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

describe('ensureTables', () => {
  // A DynamoDB Local of its own: on the run's shared one, busy with every other suite, building a new index was
  // once starved for minutes on a loaded machine (its backfill waits behind their traffic).
  let own: DynamoLocal;
  let client: DynamoDBClient;
  beforeAll(async () => {
    own = await startDynamoLocal();
    client = clientFor(own.endpoint);
  });
  afterAll(async () => {
    client?.destroy();
    await own?.stop();
  });
  const prefix = `ensure-${process.pid}-${Date.now()}-`;
  const base: TableDefinition = {
    logicalName: 'Grow',
    partitionKey: 'pk',
    sortKey: 'sk',
    ttlAttribute: 'expiresAt',
    indexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  };

  it('creates a table with its indexes and TTL, then adds an index the definition gained', async () => {
    expect(await ensureTables(client, prefix, [base])).toEqual([
      { logicalName: 'Grow', name: `${prefix}Grow`, created: true, addedIndexes: [] },
    ]);
    const grown = { ...base, indexes: [...base.indexes, { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' }] };
    expect(await ensureTables(client, prefix, [grown])).toEqual([
      { logicalName: 'Grow', name: `${prefix}Grow`, created: false, addedIndexes: ['gsi2'] },
    ]);
    expect(await ensureTables(client, prefix, [grown])).toEqual([
      { logicalName: 'Grow', name: `${prefix}Grow`, created: false, addedIndexes: [] },
    ]);

    const { Table } = await client.send(new DescribeTableCommand({ TableName: `${prefix}Grow` }));
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(['gsi1', 'gsi2']);
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: `${prefix}Grow` }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
  });
});

describe("the test run's DynamoDB Local", () => {
  const client = clientFor(process.env.DYNAMODB_ENDPOINT!);
  afterAll(() => client.destroy());

  it('has tables that match shared/db/tables.ts', async () => {
    for (const name of [process.env.DATA_TABLE_NAME!, process.env.AUTH_TABLE_NAME!]) {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
      expect(Table?.KeySchema).toEqual([
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ]);
    }
    const { Table } = await client.send(new DescribeTableCommand({ TableName: process.env.DATA_TABLE_NAME! }));
    expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(['gsi1', 'gsi2']);
  });
});
