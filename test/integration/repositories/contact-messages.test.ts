import { randomBytes } from 'node:crypto';
import { DynamoDBClient, DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { dynamoContactMessages } from '../../../lambdas/adapters/aws/dynamo-contact-messages';
import { ensureTables } from '../../../local/ensure-tables';
import { DATA_TABLE, tableName } from '#shared/db/tables';
import { memoryContactMessages } from '../../support/memory/memory-contact-messages';
import { contactMessageRepositoryContract } from '../../support/contact-message-repository-contract';
import { testDynamo } from '../../support/test-dynamo';

describe('ContactMessageRepository: memory', () => contactMessageRepositoryContract(memoryContactMessages));

describe('ContactMessageRepository: DynamoDB Local', () => {
  // A table of its own: the contract lists "newest first" and counts, and the dashboard's browser tests read the
  // run's shared inbox newest first, so neither may see the other's messages.
  const { doc } = testDynamo();
  const prefix = `contact-${randomBytes(4).toString('hex')}-`;
  const client = new DynamoDBClient({
    endpoint: process.env.DYNAMODB_ENDPOINT,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  beforeAll(() => ensureTables(client, prefix, [DATA_TABLE]));
  afterAll(async () => {
    await client.send(new DeleteTableCommand({ TableName: tableName(DATA_TABLE, prefix) }));
    client.destroy();
  });
  contactMessageRepositoryContract(() => dynamoContactMessages(doc, tableName(DATA_TABLE, prefix)));
});
