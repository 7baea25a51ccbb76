import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ADMIN_LIST_PARTITION, keys } from '#shared/db/keys';
import { DATA_INDEX } from '#shared/db/tables';
import type { AdminAccountRepository, AdminCredentials } from '#core/admin/ports/admin-accounts';
import { isConditionFailed } from './condition-failed';

interface Tables {
  data: string;
  auth: string;
}

export function dynamoAdminAccounts(doc: DynamoDBDocumentClient, tables: Tables): AdminAccountRepository {
  return {
    async getCredentials(username) {
      const [credentials, account] = await Promise.all([
        doc.send(
          new GetCommand({ TableName: tables.auth, Key: keys.adminCredentials(username), ConsistentRead: true }),
        ),
        doc.send(
          new GetCommand({
            TableName: tables.data,
            Key: keys.adminAccount(username),
            ProjectionExpression: 'sessionVersion',
            ConsistentRead: true,
          }),
        ),
      ]);
      if (!credentials.Item) return null;
      return {
        username,
        passwordHash: credentials.Item.passwordHash as string,
        sessionVersion: typeof account.Item?.sessionVersion === 'number' ? account.Item.sessionVersion : 0,
      } satisfies AdminCredentials;
    },

    async create({ username, passwordHash, createdAt }) {
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tables.data,
                  Item: {
                    ...keys.adminAccount(username),
                    ...keys.adminListEntry(username),
                    type: 'admin_account',
                    username,
                    isActive: true,
                    sessionVersion: 0,
                    createdAt,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tables.auth,
                  Item: { ...keys.adminCredentials(username), passwordHash, createdAt },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },

    async setPassword(username, passwordHash) {
      // The new hash and the end of every session of the account, together or not at all.
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tables.auth,
                Key: keys.adminCredentials(username),
                UpdateExpression: 'SET passwordHash = :hash',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':hash': passwordHash },
              },
            },
            {
              Update: {
                TableName: tables.data,
                Key: keys.adminAccount(username),
                UpdateExpression: 'ADD sessionVersion :one',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      );
    },

    async upgradeHash(username, oldHash, newHash) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tables.auth,
            Key: keys.adminCredentials(username),
            UpdateExpression: 'SET passwordHash = :new',
            ConditionExpression: 'passwordHash = :old',
            ExpressionAttributeValues: { ':new': newHash, ':old': oldHash },
          }),
        );
      } catch (error) {
        // A reset (or another upgrade) got there first: its hash stays.
        if (!isConditionFailed(error)) throw error;
      }
    },

    async count() {
      const { Count } = await doc.send(
        new QueryCommand({
          TableName: tables.data,
          IndexName: DATA_INDEX.collections,
          KeyConditionExpression: 'gsi1pk = :p',
          ExpressionAttributeValues: { ':p': ADMIN_LIST_PARTITION },
          Select: 'COUNT',
        }),
      );
      return Count ?? 0;
    },
  };
}
