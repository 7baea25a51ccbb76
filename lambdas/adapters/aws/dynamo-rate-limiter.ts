import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../shared/db/keys';
import { currentWindow, type RateLimits } from '../../core/abuse/domain/rate-limits';
import type { Clock } from '../../core/kernel/clock';
import type { RateLimiter } from '../../core/abuse/ports/rate-limiter';
import { isConditionFailed } from './condition-failed';

/** Addresses and usernames are counted, not kept: the key holds a digest of the subject. */
const digest = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 22);

/**
 * Fixed-window counters on the Auth table: one item per rule, subject and window, incremented by a
 * conditional ADD (never past the limit, so a refused request costs no count), gone by TTL a minute
 * after its window ends. Every function instance shares them.
 */
export function dynamoRateLimiter(doc: DynamoDBDocumentClient, authTable: string, clock: Clock, limits: RateLimits): RateLimiter {
  const windowOf = (rule: keyof RateLimits, subject: string) => {
    const window = currentWindow(limits[rule], clock.now());
    return { window, key: keys.rateWindow(rule, digest(subject), window.start) };
  };

  return {
    async take(rule, subject) {
      const { window, key } = windowOf(rule, subject);
      try {
        const { Attributes } = await doc.send(new UpdateCommand({
          TableName: authTable,
          Key: key,
          UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :ttl)',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limits[rule].limit, ':ttl': window.end + 60 },
          ReturnValues: 'UPDATED_NEW',
        }));
        return { allowed: true, count: Number(Attributes?.count ?? 1) };
      } catch (error) {
        if (isConditionFailed(error)) return { allowed: false, retryAfterSeconds: window.secondsLeft };
        throw error;
      }
    },

    async check(rule, subject) {
      const { window, key } = windowOf(rule, subject);
      const { Item } = await doc.send(new GetCommand({ TableName: authTable, Key: key, ConsistentRead: true }));
      const count = Number(Item?.count ?? 0);
      return count >= limits[rule].limit ? { allowed: false, retryAfterSeconds: window.secondsLeft } : { allowed: true, count };
    },

    async clear(rule, subject) {
      await doc.send(new DeleteCommand({ TableName: authTable, Key: windowOf(rule, subject).key }));
    },
  };
}
