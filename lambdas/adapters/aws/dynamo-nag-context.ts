import { BatchGetCommand, GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { NagContextReader } from '#core/nags/ports/nag-context';
import { accountDay, monthsSomewhereAt } from '#core/kernel/account-day';
import { reminderFromItem } from './dynamo-reminders';
import { textingUsageFrom, usageItemKey } from './texting-usage-item';
import { userFromItem } from './user-item';

/**
 * The reminder, its owner and the owner's texting usage of the account's month, in one consistent BatchGetItem; the
 * usage alone too. The account's month depends on the owner's zone, which the same read brings: it asks for the usage
 * item of every month some zone is in at that instant (one, or two near a month's turn) and keeps the owner's.
 */
export function dynamoNagContext(doc: DynamoDBDocumentClient, dataTable: string): NagContextReader {
  return {
    async load(userId, reminderId, at) {
      const wanted = { user: keys.user(userId), reminder: keys.reminder(userId, reminderId) };
      const usageKeys = monthsSomewhereAt(at).map((month) => keys.textingUsage(userId, month));
      const found: Record<string, unknown>[] = [];
      let pending: Record<string, unknown>[] = [...Object.values(wanted), ...usageKeys];
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
      const owner = user ? userFromItem(user) : null;
      // No owner, no zone: nothing is sent to nobody, and the usage is none.
      const day = owner ? accountDay(at, owner.timezone).key : null;
      if (day && !monthsSomewhereAt(at).includes(day.slice(0, 7)))
        throw new Error(`The zone ${owner!.timezone} is further from UTC than any month read for ${at.toISOString()}`);
      return {
        owner,
        reminder: reminder ? reminderFromItem(reminder) : null,
        usage: day ? textingUsageFrom(itemAt(usageItemKey(userId, day)), day) : { month: 0, today: 0 },
      };
    },

    async usageOf(userId, day) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: usageItemKey(userId, day), ConsistentRead: true }),
      );
      return textingUsageFrom(Item, day);
    },
  };
}
