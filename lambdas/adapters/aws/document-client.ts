import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { retryTransactionConflicts } from './transaction-conflicts';

export interface DocumentClientOptions {
  /** DynamoDB Local (or another emulator); region and credentials then default to local dummies. */
  endpoint?: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export function createDocumentClient(options: DocumentClientOptions = {}): DynamoDBDocumentClient {
  const { endpoint, region, credentials } = options;
  const client = new DynamoDBClient(
    endpoint
      ? { endpoint, region: region ?? 'local', credentials: credentials ?? LOCAL_CREDENTIALS }
      : { ...(region ? { region } : {}), ...(credentials ? { credentials } : {}) },
  );
  client.middlewareStack.add(retryTransactionConflicts(), { step: 'initialize', name: 'retryTransactionConflicts' });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
