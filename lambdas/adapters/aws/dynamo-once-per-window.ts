import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { OncePerWindow } from '#core/texting/ports/once-per-window';
import { isConditionFailed } from './condition-failed';

/** Marks on the Data table (pk=MARK#key), replaced only once older than the window; TTL removes them. */
export function dynamoOncePerWindow(doc: DynamoDBDocumentClient, dataTable: string): OncePerWindow {
  return {
    async claim(key, now, windowSeconds) {
      const at = Math.floor(now.getTime() / 1000);
      try {
        await doc.send(
          new PutCommand({
            TableName: dataTable,
            Item: { ...keys.windowMark(key), type: 'window_mark', markedAt: at, expiresAt: at + windowSeconds + 3600 },
            ConditionExpression: 'attribute_not_exists(pk) OR markedAt <= :cutoff',
            ExpressionAttributeValues: { ':cutoff': at - windowSeconds },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },
    async release(key) {
      await doc.send(new DeleteCommand({ TableName: dataTable, Key: keys.windowMark(key) }));
    },
  };
}
