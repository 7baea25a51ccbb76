import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../shared/db/keys';
import type { UserDataEraser } from '../../core/accounts/ports/user-data';
import { queryAll } from './query-all';

const BATCH = 25;

/**
 * Everything on a user's partition but the user item (reminders, completions, notifications, messages, the
 * reminder-reference counter), found by one Query of keys only and deleted 25 at a time. Index entries that
 * live on those items (provider message ids, failed texts) go with them.
 */
export function dynamoUserData(doc: DynamoDBDocumentClient, dataTable: string): UserDataEraser {
  return {
    async eraseAllButProfile(userId) {
      const profile = keys.user(userId);
      const items = await queryAll(doc, {
        TableName: dataTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': profile.pk },
        ProjectionExpression: 'pk, sk',
        ConsistentRead: true,
      });
      const doomed = items.filter((item) => item.sk !== profile.sk).map((item) => ({ pk: item.pk as string, sk: item.sk as string }));
      for (let i = 0; i < doomed.length; i += BATCH) {
        let pending = doomed.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
        for (let attempt = 0; pending.length > 0; attempt += 1) {
          if (attempt >= 10) throw new Error(`Deleting the data of user ${userId} was throttled; try again`);
          const { UnprocessedItems } = await doc.send(new BatchWriteCommand({ RequestItems: { [dataTable]: pending } }));
          pending = (UnprocessedItems?.[dataTable] ?? []) as typeof pending;
          if (pending.length) await new Promise((done) => setTimeout(done, 25 * 2 ** attempt));
        }
      }
      return doomed.length;
    },
  };
}
