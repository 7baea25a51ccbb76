import { keys } from '#shared/db/keys';
import type { TextingUsage } from '#core/texting/domain/texting-budget';

/** How long a month's usage item is kept (TTL): long enough for the admins to look back a year. */
export const USAGE_MEMORY_SECONDS = 400 * 24 * 3600;

const dayAttribute = (at: Date) => `d${at.toISOString().slice(8, 10)}`;

/** The month's and the day's counts from a usage item (none yet: zero). */
export function textingUsageFrom(item: Record<string, unknown> | undefined, at: Date): TextingUsage {
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return { month: count(item?.count), today: count(item?.[dayAttribute(at)]) };
}

/** One more text to `userId` at `at`, as a transaction item. */
export function countTextUpdate(dataTable: string, userId: string, at: Date) {
  return {
    Update: {
      TableName: dataTable,
      Key: keys.textingUsage(userId, at.toISOString().slice(0, 7)),
      UpdateExpression: 'ADD #count :one, #day :one SET #type = :type, expiresAt = if_not_exists(expiresAt, :expires)',
      ExpressionAttributeNames: { '#count': 'count', '#day': dayAttribute(at), '#type': 'type' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':type': 'texting_usage',
        ':expires': Math.floor(at.getTime() / 1000) + USAGE_MEMORY_SECONDS,
      },
    },
  };
}
