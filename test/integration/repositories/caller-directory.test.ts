import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { dynamoCallerDirectory } from '../../../lambdas/adapters/aws/caller-directory';
import { dynamoSessions } from '../../../lambdas/adapters/aws/dynamo-sessions';
import { dynamoUsers } from '../../../lambdas/adapters/aws/dynamo-users';
import { keys } from '#shared/db/keys';
import { testDynamo } from '../../support/test-dynamo';
import { sampleUser } from '../../support/user-repository-contract';

describe('CallerDirectory and SessionStore: DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  const callers = dynamoCallerDirectory(doc, tables.data);
  const sessions = dynamoSessions(doc, tables.data);
  const users = dynamoUsers(doc, tables.data);
  const setActive = (key: Record<string, string>, isActive: boolean) =>
    doc.send(
      new UpdateCommand({
        TableName: tables.data,
        Key: key,
        UpdateExpression: 'SET isActive = :a',
        ExpressionAttributeValues: { ':a': isActive },
      }),
    );
  const session = (version = 0) => ({ version, id: randomUUID() });
  const inAnHour = () => new Date(Date.now() + 3_600_000);

  it('finds an active user with their role', async () => {
    const user = sampleUser();
    await users.create(user);
    expect(await callers.findActive(user.id, session())).toEqual({ id: user.id, role: 'user', kind: 'user' });
    const admin = sampleUser({ role: 'admin' });
    await users.create(admin);
    expect(await callers.findActive(admin.id, session())).toEqual({ id: admin.id, role: 'admin', kind: 'user' });
  });

  it('answers inactive for a deactivated or missing user', async () => {
    const user = sampleUser();
    await users.create(user);
    await setActive(keys.user(user.id), false);
    expect(await callers.findActive(user.id, session())).toBe('inactive');
    expect(await callers.findActive('nobody-here', session())).toBe('inactive');
  });

  it('finds an active admin log-in account, and nothing for a missing or deactivated one', async () => {
    const username = `ops-${Date.now()}`;
    await doc.send(
      new PutCommand({
        TableName: tables.data,
        Item: { ...keys.adminAccount(username), type: 'admin_account', username, isActive: true },
      }),
    );
    expect(await callers.findActive(`admin:${username}`, session())).toEqual({
      id: `admin:${username}`,
      role: 'admin',
      kind: 'admin-account',
    });
    await setActive(keys.adminAccount(username), false);
    expect(await callers.findActive(`admin:${username}`, session())).toBe('inactive');
    expect(await callers.findActive('admin:nobody', session())).toBe('inactive');
    expect(await callers.findActive('admin:', session())).toBe('inactive');
  });

  it('ends one session (the others go on), and is safe to repeat', async () => {
    const user = sampleUser();
    await users.create(user);
    const [ended, other] = [session(), session()];
    await sessions.end(ended.id, inAnHour());
    await sessions.end(ended.id, inAnHour());
    expect(await callers.findActive(user.id, ended)).toBe('session_ended');
    expect(await callers.findActive(user.id, other)).toMatchObject({ id: user.id });
  });

  it('ends every session of a user or an admin account by moving its version on', async () => {
    const user = sampleUser();
    await users.create(user);
    await sessions.endAll(user.id);
    expect(await callers.findActive(user.id, session(0))).toBe('session_ended');
    expect(await callers.findActive(user.id, session(1))).toMatchObject({ id: user.id });
    expect((await users.get(user.id))?.sessionVersion).toBe(1);

    const username = `ops-${randomUUID()}`;
    await doc.send(
      new PutCommand({
        TableName: tables.data,
        Item: { ...keys.adminAccount(username), type: 'admin_account', username, isActive: true },
      }),
    );
    await sessions.endAll(`admin:${username}`);
    expect(await callers.findActive(`admin:${username}`, session(0))).toBe('session_ended');
    expect(await callers.findActive(`admin:${username}`, session(1))).toMatchObject({ kind: 'admin-account' });
    // An account that does not exist is not created by it.
    await sessions.endAll('nobody-at-all');
    expect(await users.get('nobody-at-all')).toBeNull();
  });
});
