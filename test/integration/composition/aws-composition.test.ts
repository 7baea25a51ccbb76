import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { awsCodes, awsOtps, awsTokens, awsUsers } from '../../../lambdas/composition/aws';
import { newOtpRecord, otpBinding } from '#core/auth/domain/otp-policy';
import { handler as loginHandler } from '../../../lambdas/handlers/api/request-login-code';
import { handler as verifyLoginHandler } from '../../../lambdas/handlers/api/verify-login-code';
import { keys } from '#shared/db/keys';
import { apiEvent, lambdaContext, readResult } from '../../support/api-event';
import { testDynamo } from '../../support/test-dynamo';
import { uniqueIp } from '../../support/unique-ip';
import { uniquePhone } from '../../support/unique-phone';
import { sampleUser } from '../../support/user-repository-contract';

// The exported `handler`s, built by the production composition root, pointed at DynamoDB Local by
// DYNAMODB_ENDPOINT (set by the jest globalSetup) and given JWT_SECRET the way the local runtime does.
beforeAll(() => {
  process.env.JWT_SECRET = 'composition-test-secret-0123456789abcdef';
  process.env.SMS_ORIGINATION_IDENTITY = '+18885550100';
  process.env.SMS_CONFIGURATION_SET = 'nagtext-test';
});

describe('aws composition on DynamoDB Local', () => {
  it('the log-in handler reads users from the configured table (unknown number -> 404)', async () => {
    const result = readResult(
      await loginHandler(
        apiEvent('login', { body: { phoneNumber: uniquePhone() }, sourceIp: uniqueIp() }),
        lambdaContext,
      ),
    );
    expect(result).toMatchObject({ status: 404, body: { shouldSignup: true } });
  });

  it('the verify handler checks a code from the configured Auth table and signs a token with JWT_SECRET', async () => {
    const user = sampleUser();
    await awsUsers().create(user);
    const now = new Date();
    const hash = await awsCodes().codeHasher.hash('424242', otpBinding('login', user.phoneNumber));
    await awsOtps().putCode('login', user.phoneNumber, newOtpRecord(hash, now));

    const result = readResult(
      await verifyLoginHandler(
        apiEvent('verifyLoginOtp', { body: { phoneNumber: user.phoneNumber, code: '424242' }, sourceIp: uniqueIp() }),
        lambdaContext,
      ),
    );
    expect(result.status).toBe(200);
    expect(result.body.user).toMatchObject({ id: user.id, phoneNumber: user.phoneNumber });
    await expect(awsTokens().verify(result.body.token)).resolves.toMatchObject({ sub: user.id, role: 'user', sv: 0 });

    const { doc, tables } = testDynamo();
    const { Item } = await doc.send(
      new GetCommand({ TableName: tables.auth, Key: keys.otp('login', user.phoneNumber), ConsistentRead: true }),
    );
    expect(Item).toBeUndefined();
  });
});
