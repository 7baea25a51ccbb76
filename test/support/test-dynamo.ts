import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../lambdas/adapters/aws/document-client';
import { TABLE_ENV } from '#shared/db/tables';

function env(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: integration tests need the DynamoDB Local started by the jest globalSetup`);
  return value;
}

/** The test run's DynamoDB Local and table names (from test/support/dynamo-global-setup). */
export function testDynamo(): { doc: DynamoDBDocumentClient; tables: { data: string; auth: string } } {
  return {
    doc: createDocumentClient({ endpoint: env('DYNAMODB_ENDPOINT') }),
    tables: { data: env(TABLE_ENV.Data), auth: env(TABLE_ENV.Auth) },
  };
}
