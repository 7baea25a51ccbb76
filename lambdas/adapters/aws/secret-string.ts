import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** The text of a Secrets Manager secret; fails loudly (never with the value) when it holds none. */
export async function fetchSecretString(client: SecretsManagerClient, secretId: string): Promise<string> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw new Error(`Secret ${secretId} has no string value`);
  return SecretString;
}
