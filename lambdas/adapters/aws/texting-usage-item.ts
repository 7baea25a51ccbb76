import { keys } from '#shared/db/keys';
import type { TextingUsage } from '#core/texting/domain/texting-budget';

/** How long a month's usage item is kept (TTL): long enough for the admins to look back a year. */
export const USAGE_MEMORY_SECONDS = 400 * 24 * 3600;

/**
 * The usage item of the account's month, keyed by the first 7 characters of its day ('YYYY-MM-DD' on the owner's
 * wall calendar, accountDay): `count` is the month's texts, `dNN` the texts of its day NN.
 */
export const usageItemKey = (userId: string, day: string) => keys.textingUsage(userId, day.slice(0, 7));
const dayAttribute = (day: string) => `d${day.slice(8, 10)}`;

/** The month's and the day's counts from the usage item of `day`'s month (none yet: zero). */
export function textingUsageFrom(item: Record<string, unknown> | undefined, day: string): TextingUsage {
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return { month: count(item?.count), today: count(item?.[dayAttribute(day)]) };
}

/** One more text to `userId` on the account's day `day`, sent at `at`, as a transaction item. */
export function countTextUpdate(dataTable: string, userId: string, day: string, at: Date) {
  return {
    Update: {
      TableName: dataTable,
      Key: usageItemKey(userId, day),
      UpdateExpression: 'ADD #count :one, #day :one SET #type = :type, expiresAt = if_not_exists(expiresAt, :expires)',
      ExpressionAttributeNames: { '#count': 'count', '#day': dayAttribute(day), '#type': 'type' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':type': 'texting_usage',
        ':expires': Math.floor(at.getTime() / 1000) + USAGE_MEMORY_SECONDS,
      },
    },
  };
}
