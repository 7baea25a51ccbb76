import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { createDocumentClient } from '../../../lambdas/adapters/aws/document-client';
import { dynamoUserDirectory } from '../../../lambdas/adapters/aws/dynamo-user-directory';
import { dynamoUsers } from '../../../lambdas/adapters/aws/dynamo-users';
import { rebuildUserIndex, rebuildUserIndexIfDue } from '../../../lambdas/adapters/aws/rebuild-user-index';
import { userToItem } from '../../../lambdas/adapters/aws/user-item';
import { newUser } from '#core/users/domain/user';
import { searchWords } from '#core/admin/domain/user-search';
import { ensureTables } from '../../../local/ensure-tables';
import { DATA_TABLE, tableName } from '#shared/db/tables';
import { uniquePhone } from '../../support/unique-phone';

/** Users stored before the admin list's indexes existed (a user item with no search entries or day count) are indexed by the rebuild. */
describe('rebuilding the admin user list indexes, on a table of its own', () => {
  const prefix = `reindex-${randomUUID().slice(0, 8)}-`;
  const doc = createDocumentClient({ endpoint: process.env.DYNAMODB_ENDPOINT! });
  const table = tableName(DATA_TABLE, prefix);
  beforeAll(async () => {
    const client = new DynamoDBClient({
      endpoint: process.env.DYNAMODB_ENDPOINT!,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTables(client, prefix);
    client.destroy();
  });

  const person = (firstName: string, day: string) =>
    newUser({
      id: randomUUID(),
      phoneNumber: uniquePhone(),
      firstName,
      lastName: 'Legacy',
      email: `${firstName.toLowerCase()}@old.example`,
      timezone: 'America/New_York',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: new Date(`${day}T12:00:00Z`),
    });

  it('indexes legacy users once, leaves indexed ones as they are, and counts each day right', async () => {
    const directory = dynamoUserDirectory(doc, table);
    const legacy = [person('Ada', '2020-01-01'), person('Alan', '2020-01-01'), person('Grace', '2020-01-02')];
    for (const user of legacy) await doc.send(new PutCommand({ TableName: table, Item: userToItem(user) }));
    const current = person('Hedy', '2020-01-03');
    await dynamoUsers(doc, table).create(current);

    expect(await directory.list({ page: 1, limit: 10 })).toMatchObject({ total: 1 });
    expect((await directory.search(searchWords('ada'), { page: 1, limit: 10 })).users).toEqual([]);

    expect(await rebuildUserIndexIfDue(doc, table)).toEqual({ users: 4, daysFixed: 2 });
    expect(await rebuildUserIndexIfDue(doc, table)).toBeNull();
    const list = await directory.list({ page: 1, limit: 10 });
    expect(list.total).toBe(4);
    // Newest first; Ada and Alan joined at the same instant (their order is by id).
    expect(list.users.slice(0, 2).map((u) => u.firstName)).toEqual(['Hedy', 'Grace']);
    expect(
      list.users
        .slice(2)
        .map((u) => u.firstName)
        .sort(),
    ).toEqual(['Ada', 'Alan']);
    expect((await directory.search(searchWords('ada legacy'), { page: 1, limit: 10 })).users.map((u) => u.id)).toEqual([
      legacy[0]!.id,
    ]);
    expect((await directory.search(searchWords('old.example'), { page: 1, limit: 10 })).total).toBe(4);

    // Run again: nothing to fix.
    expect(await rebuildUserIndex(doc, table)).toEqual({ users: 4, daysFixed: 0 });
  });
});
