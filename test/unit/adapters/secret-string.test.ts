import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { fetchSecretString } from '../../../lambdas/adapters/aws/secret-string';

describe('fetchSecretString', () => {
  const mock = mockClient(SecretsManagerClient);
  afterEach(() => mock.reset());

  it('reads the secret string by id', async () => {
    mock.on(GetSecretValueCommand, { SecretId: 'arn:jwt' }).resolves({ SecretString: 'the-key' });
    await expect(fetchSecretString(new SecretsManagerClient({ region: 'us-east-1' }), 'arn:jwt')).resolves.toBe(
      'the-key',
    );
  });

  it('fails without revealing anything when the secret has no string', async () => {
    mock.on(GetSecretValueCommand).resolves({ SecretBinary: new Uint8Array([1]) });
    await expect(fetchSecretString(new SecretsManagerClient({ region: 'us-east-1' }), 'arn:jwt')).rejects.toThrow(
      'Secret arn:jwt has no string value',
    );
  });
});
