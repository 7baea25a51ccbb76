import { dynamoAdminAccounts } from '../../lambdas/adapters/aws/dynamo-admin-accounts';
import { createDocumentClient } from '../../lambdas/adapters/aws/document-client';
import { scryptHasher } from '../../lambdas/adapters/crypto/scrypt-password-hasher';
import { systemClock } from '../../lambdas/adapters/system-clock';
import { createAdminAccount } from '#core/admin/use-cases/create-admin-account';
import { TABLE_ENV } from '#shared/db/tables';
import { TEST_PASSWORD_COST } from './test-password-cost';

function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: createTestAdmin needs the DynamoDB Local started by the jest globalSetup`);
  return value;
}

/**
 * An admin log-in account in the test DynamoDB Local, made the way `npm run admin:create` makes one (a password
 * already set for this username is replaced), hashed at the tests' cost (TEST_PASSWORD_COST) as startLocalApp's
 * app makes them.
 */
export async function createTestAdmin(username: string, password: string): Promise<void> {
  const doc = createDocumentClient({ endpoint: env('DYNAMODB_ENDPOINT') });
  try {
    const adminAccounts = dynamoAdminAccounts(doc, { data: env(TABLE_ENV.Data), auth: env(TABLE_ENV.Auth) });
    await createAdminAccount(
      { adminAccounts, passwords: scryptHasher(TEST_PASSWORD_COST), clock: systemClock },
      { username, password, replace: true },
    );
  } finally {
    doc.destroy();
  }
}
