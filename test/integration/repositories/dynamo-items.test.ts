import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoOtpStore } from '../../../lambdas/adapters/aws/dynamo-otp-store';
import { dynamoUsers } from '../../../lambdas/adapters/aws/dynamo-users';
import { keys } from '#shared/db/keys';
import { testDynamo } from '../../support/test-dynamo';
import { uniquePhone } from '../../support/unique-phone';
import { sampleUser } from '../../support/user-repository-contract';

// What the DynamoDB adapters write, beyond what the port shows: the keys other readers rely on, and TTLs.
describe('DynamoDB item layout', () => {
  const { doc, tables } = testDynamo();
  const get = async (table: string, key: Record<string, string>) =>
    (await doc.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;

  it('a user item sits in the admin user list and its number has a guard naming it', async () => {
    const user = sampleUser();
    await dynamoUsers(doc, tables.data).create(user);
    expect(await get(tables.data, keys.user(user.id))).toMatchObject({
      ...keys.userListEntry(user.createdAt, user.id),
      type: 'user',
      id: user.id,
    });
    expect(await get(tables.data, keys.phoneGuard(user.phoneNumber))).toMatchObject({ userId: user.id });
  });

  it('codes and send windows carry an epoch-seconds TTL and never the code itself', async () => {
    const phone = uniquePhone();
    const otps = dynamoOtpStore(doc, tables.auth);
    // Expiry years ahead: DynamoDB Local deletes an item whose TTL the real clock has passed, even before we read it.
    await otps.putCode('login', phone, {
      codeHash: 'hmac-sha256$x',
      sentAt: '2040-11-21T15:00:00.500Z',
      expiresAt: '2040-11-21T15:10:00.500Z',
      attempts: 0,
    });
    const code = await get(tables.auth, keys.otp('login', phone));
    expect(code).toMatchObject({
      expiresAt: Math.ceil(Date.parse('2040-11-21T15:10:00.500Z') / 1000),
      validUntil: '2040-11-21T15:10:00.500Z',
    });
    expect(Object.keys(code!).sort()).toEqual([
      'attempts',
      'codeHash',
      'expiresAt',
      'pk',
      'sentAt',
      'sk',
      'validUntil',
    ]);
    await otps.saveSendWindow(phone, { sends: ['2040-11-21T15:00:00.500Z'] }, 0, new Date('2040-11-21T16:00:00.500Z'));
    expect(await get(tables.auth, keys.otpSends(phone))).toMatchObject({
      expiresAt: Math.ceil(Date.parse('2040-11-21T16:00:00.500Z') / 1000),
    });
  });
});
