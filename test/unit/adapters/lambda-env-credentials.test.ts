import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { credentialsFromEnv, defaultProvider } from '../../../lambdas/adapters/aws/lambda-env-credentials';
import { LAMBDA_BUNDLING } from '../../../infra/constructs/lambda-bundling';

describe("Lambda credentials from the environment (the cloud bundles' stand-in for the SDK chain)", () => {
  it.each([
    [
      'keys and session token (what Lambda sets)',
      { AWS_ACCESS_KEY_ID: 'AKID', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' },
      { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: 'token' },
    ],
    [
      'keys alone',
      { AWS_ACCESS_KEY_ID: 'AKID', AWS_SECRET_ACCESS_KEY: 'secret' },
      { accessKeyId: 'AKID', secretAccessKey: 'secret' },
    ],
    [
      "with expiry, scope and account, as the SDK's fromEnv reads them",
      {
        AWS_ACCESS_KEY_ID: 'AKID',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_CREDENTIAL_EXPIRATION: '2030-01-01T00:00:00Z',
        AWS_CREDENTIAL_SCOPE: 'us-east-1',
        AWS_ACCOUNT_ID: '123456789012',
      },
      {
        accessKeyId: 'AKID',
        secretAccessKey: 'secret',
        expiration: new Date('2030-01-01T00:00:00Z'),
        credentialScope: 'us-east-1',
        accountId: '123456789012',
      },
    ],
  ])('%s', (_, env, expected) => {
    expect(credentialsFromEnv(env)).toEqual(expected);
  });

  it.each([
    ['no key', { AWS_SECRET_ACCESS_KEY: 'secret' }],
    ['no secret', { AWS_ACCESS_KEY_ID: 'AKID' }],
    ['empty values', { AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '' }],
  ])('refuses %s, naming the variables', (_, env) => {
    expect(() => credentialsFromEnv(env)).toThrow(/AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY/);
  });

  it('is the provider factory the SDK clients import, reading the environment at each call', async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        AWS_ACCESS_KEY_ID: 'AKID',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_SESSION_TOKEN: 'token',
      });
      await expect(defaultProvider()()).resolves.toMatchObject({
        accessKeyId: 'AKID',
        secretAccessKey: 'secret',
        sessionToken: 'token',
      });
    } finally {
      process.env = saved;
    }
  });

  it('is where the bundling alias points', () => {
    const target = LAMBDA_BUNDLING.alias['@aws-sdk/credential-provider-node']!;
    expect(target).toBe('./lambdas/adapters/aws/lambda-env-credentials.ts');
    expect(existsSync(join(__dirname, '../../..', target))).toBe(true);
  });
});
