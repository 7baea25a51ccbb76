import { BatchGetCommand, GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { NagContextReader } from '#core/nags/ports/nag-context';
import { reminderFromItem } from './dynamo-reminders';
import { textingUsageFrom } from './texting-usage-item';
import { userFromItem } from './user-item';

/** The reminder, its owner and the owner's texting usage of the month, in one consistent BatchGetItem; the usage alone too. */
export function dynamoNagContext(doc: DynamoDBDocumentClient, dataTable: string): NagContextReader {
  return {
    async load(userId, reminderId, at) {
      const month = at.toISOString().slice(0, 7);
      const wanted = {
        user: keys.user(userId),
        reminder: keys.reminder(userId, reminderId),
        usage: keys.textingUsage(userId, month),
      };
      const found: Record<string, unknown>[] = [];
      let pending: Record<string, unknown>[] = Object.values(wanted);
      // A batch may hand back unprocessed keys under load: ask again for those only.
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt >= 5) throw new Error(`Reading reminder ${reminderId} with its owner left keys unprocessed`);
        const { Responses, UnprocessedKeys } = await doc.send(
          new BatchGetCommand({ RequestItems: { [dataTable]: { Keys: pending, ConsistentRead: true } } }),
        );
        found.push(...(Responses?.[dataTable] ?? []));
        pending = (UnprocessedKeys?.[dataTable]?.Keys ?? []) as Record<string, unknown>[];
      }
      const itemAt = (key: { pk: string; sk: string }) =>
        found.find((item) => item.pk === key.pk && item.sk === key.sk);
      const user = itemAt(wanted.user);
      const reminder = itemAt(wanted.reminder);
      return {
        owner: user ? userFromItem(user) : null,
        reminder: reminder ? reminderFromItem(reminder) : null,
        usage: textingUsageFrom(itemAt(wanted.usage), at),
      };
    },

    async usageOf(userId, at) {
      const { Item } = await doc.send(
        new GetCommand({
          TableName: dataTable,
          Key: keys.textingUsage(userId, at.toISOString().slice(0, 7)),
          ConsistentRead: true,
        }),
      );
      return textingUsageFrom(Item, at);
    },
  };
}
