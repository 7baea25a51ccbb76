import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { UserDataEraser } from '#core/accounts/ports/user-data';
import { deleteKeys } from './batch-delete';
import { queryAll } from './query-all';

/**
 * Everything on a user's partition but the user item (reminders, completions, notifications, messages, the
 * reminder-reference counter), found by one Query of keys only and deleted 25 at a time. Index entries that
 * live on those items (provider message ids, failed texts) go with them, and so does the link from the buddy's
 * number (outside the partition; the user item names it), so a text from that number no longer finds this user.
 */
export function dynamoUserData(doc: DynamoDBDocumentClient, dataTable: string): UserDataEraser {
  return {
    async eraseAllButProfile(userId) {
      const profile = keys.user(userId);
      const items = await queryAll(doc, {
        TableName: dataTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': profile.pk },
        ProjectionExpression: 'pk, sk, #buddy.#phone',
        ExpressionAttributeNames: { '#buddy': 'buddy', '#phone': 'phoneNumber' },
        ConsistentRead: true,
      });
      const buddyPhone = (items.find((item) => item.sk === profile.sk)?.buddy as { phoneNumber?: unknown } | undefined)
        ?.phoneNumber;
      const doomed = [
        ...items
          .filter((item) => item.sk !== profile.sk)
          .map((item) => ({ pk: item.pk as string, sk: item.sk as string })),
        ...(typeof buddyPhone === 'string' ? [keys.buddyLink(buddyPhone, userId)] : []),
      ];
      await deleteKeys(doc, dataTable, doomed, `the data of user ${userId}`);
      return doomed.length;
    },
  };
}
