import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { deriveOtpPepper } from '../../../lambdas/adapters/crypto/derive-otp-pepper';
import { hmacCodeHasher } from '../../../lambdas/adapters/crypto/hmac-code-hasher';
import { awsCodes, awsTokens } from '../../../lambdas/composition/aws';

// The composition root memoizes per module instance, so this file sets the environment once, up front.
const SECRET = 'secret-from-secrets-manager-0123456789';
const saved = { ...process.env };
beforeAll(() => {
  delete process.env.JWT_SECRET;
  process.env.JWT_SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:jwt';
  process.env.AWS_REGION = 'us-east-1';
});
afterAll(() => {
  process.env = saved;
});

describe('aws composition: the signing secret', () => {
  const secrets = mockClient(SecretsManagerClient);

  it('is read from Secrets Manager once per cold start, retried after a failure, and keys both tokens and codes', async () => {
    secrets.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: SECRET });

    await expect(awsTokens().issue({ sub: 'u1', role: 'user', sv: 0 }, 60)).rejects.toThrow('throttled');
    const { token } = await awsTokens().issue({ sub: 'u1', role: 'user', sv: 0 }, 60);
    await expect(awsTokens().verify(token)).resolves.toMatchObject({ sub: 'u1', role: 'user', sv: 0 });
    const hash = await awsCodes().codeHasher.hash('123456', 'login:+14155550123');

    expect(secrets).toHaveReceivedCommandTimes(GetSecretValueCommand, 2);
    expect(secrets).toHaveReceivedCommandWith(GetSecretValueCommand, { SecretId: process.env.JWT_SECRET_ARN });
    // The pepper is derived from the secret, not the secret itself.
    await expect(
      hmacCodeHasher(async () => deriveOtpPepper(SECRET)).matches('123456', 'login:+14155550123', hash),
    ).resolves.toBe(true);
    await expect(
      hmacCodeHasher(async () => new TextEncoder().encode(SECRET)).matches('123456', 'login:+14155550123', hash),
    ).resolves.toBe(false);
  });
});
