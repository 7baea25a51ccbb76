import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ADMIN_LIST_PARTITION, keys } from '../../../shared/db/keys';
import { DATA_INDEX } from '../../../shared/db/tables';
import type { AdminAccountRepository, AdminCredentials } from '../../core/ports/admin-accounts';
import { isConditionFailed as isConditionFailure } from './condition-failed';

interface Tables {
  data: string;
  auth: string;
}


export function dynamoAdminAccounts(doc: DynamoDBDocumentClient, tables: Tables): AdminAccountRepository {
  return {
    async getCredentials(username) {
      const { Item } = await doc.send(new GetCommand({ TableName: tables.auth, Key: keys.adminCredentials(username), ConsistentRead: true }));
      if (!Item) return null;
      return {
        username,
        passwordHash: Item.passwordHash as string,
        failedAttempts: (Item.failedAttempts as number | undefined) ?? 0,
        ...(Item.lockedUntil ? { lockedUntil: Item.lockedUntil as string } : {}),
      } satisfies AdminCredentials;
    },

    async saveLockout(username, state, expected) {
      try {
        await doc.send(new UpdateCommand({
          TableName: tables.auth,
          Key: keys.adminCredentials(username),
          UpdateExpression: state.lockedUntil ? 'SET failedAttempts = :n, lockedUntil = :until' : 'SET failedAttempts = :n REMOVE lockedUntil',
          ConditionExpression: 'attribute_exists(pk) AND (failedAttempts = :expected OR (attribute_not_exists(failedAttempts) AND :expected = :zero))',
          ExpressionAttributeValues: {
            ':n': state.failedAttempts,
            ':expected': expected,
            ':zero': 0,
            ...(state.lockedUntil ? { ':until': state.lockedUntil } : {}),
          },
        }));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async clearLockout(username) {
      await doc.send(new UpdateCommand({
        TableName: tables.auth,
        Key: keys.adminCredentials(username),
        UpdateExpression: 'SET failedAttempts = :zero REMOVE lockedUntil',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':zero': 0 },
      })).catch((error: unknown) => { if (!isConditionFailure(error)) throw error; });
    },

    async create({ username, passwordHash, createdAt }) {
      try {
        await doc.send(new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tables.data,
                Item: { ...keys.adminAccount(username), ...keys.adminListEntry(username), type: 'admin_account', username, isActive: true, createdAt },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: tables.auth,
                Item: { ...keys.adminCredentials(username), passwordHash, failedAttempts: 0, createdAt },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async setPassword(username, passwordHash) {
      await doc.send(new UpdateCommand({
        TableName: tables.auth,
        Key: keys.adminCredentials(username),
        UpdateExpression: 'SET passwordHash = :hash, failedAttempts = :zero REMOVE lockedUntil',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':hash': passwordHash, ':zero': 0 },
      }));
    },

    async count() {
      const { Count } = await doc.send(new QueryCommand({
        TableName: tables.data,
        IndexName: DATA_INDEX.collections,
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': ADMIN_LIST_PARTITION },
        Select: 'COUNT',
      }));
      return Count ?? 0;
    },
  };
}
