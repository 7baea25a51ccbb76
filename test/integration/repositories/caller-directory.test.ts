import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoCallerDirectory } from '../../../lambdas/adapters/aws/caller-directory';
import { dynamoUsers } from '../../../lambdas/adapters/aws/dynamo-users';
import { keys } from '../../../shared/db/keys';
import { testDynamo } from '../../support/test-dynamo';
import { sampleUser } from '../../support/user-repository-contract';

describe('CallerDirectory: DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  const callers = dynamoCallerDirectory(doc, tables.data);
  const users = dynamoUsers(doc, tables.data);
  const setActive = (key: Record<string, string>, isActive: boolean) =>
    doc.send(new UpdateCommand({ TableName: tables.data, Key: key, UpdateExpression: 'SET isActive = :a', ExpressionAttributeValues: { ':a': isActive } }));

  it('finds an active user with their role', async () => {
    const user = sampleUser();
    await users.create(user);
    expect(await callers.findActive(user.id)).toEqual({ id: user.id, role: 'user', kind: 'user' });
    const admin = sampleUser({ role: 'admin' });
    await users.create(admin);
    expect(await callers.findActive(admin.id)).toEqual({ id: admin.id, role: 'admin', kind: 'user' });
  });

  it('answers null for a deactivated or missing user', async () => {
    const user = sampleUser();
    await users.create(user);
    await setActive(keys.user(user.id), false);
    expect(await callers.findActive(user.id)).toBeNull();
    expect(await callers.findActive('nobody-here')).toBeNull();
  });

  it('finds an active admin log-in account, and nothing for a missing or deactivated one', async () => {
    const username = `ops-${Date.now()}`;
    await doc.send(new PutCommand({ TableName: tables.data, Item: { ...keys.adminAccount(username), type: 'admin_account', username, isActive: true } }));
    expect(await callers.findActive(`admin:${username}`)).toEqual({ id: `admin:${username}`, role: 'admin', kind: 'admin-account' });
    await setActive(keys.adminAccount(username), false);
    expect(await callers.findActive(`admin:${username}`)).toBeNull();
    expect(await callers.findActive('admin:nobody')).toBeNull();
    expect(await callers.findActive('admin:')).toBeNull();
  });
});
