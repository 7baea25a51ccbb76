import { dynamoAdminAccounts } from '../../lambdas/adapters/aws/dynamo-admin-accounts';
import { createDocumentClient } from '../../lambdas/adapters/aws/document-client';
import { scryptPasswordHasher } from '../../lambdas/adapters/crypto/scrypt-password-hasher';
import { systemClock } from '../../lambdas/adapters/system-clock';
import { createAdminAccount } from '#core/admin/use-cases/create-admin-account';
import { TABLE_ENV } from '#shared/db/tables';

function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: createTestAdmin needs the DynamoDB Local started by the jest globalSetup`);
  return value;
}

/**
 * An admin log-in account in the test DynamoDB Local, made the way `npm run admin:create` makes one
 * (a password already set for this username is replaced).
 */
export async function createTestAdmin(username: string, password: string): Promise<void> {
  const doc = createDocumentClient({ endpoint: env('DYNAMODB_ENDPOINT') });
  try {
    const adminAccounts = dynamoAdminAccounts(doc, { data: env(TABLE_ENV.Data), auth: env(TABLE_ENV.Auth) });
    await createAdminAccount(
      { adminAccounts, passwords: scryptPasswordHasher, clock: systemClock },
      { username, password, replace: true },
    );
  } finally {
    doc.destroy();
  }
}
