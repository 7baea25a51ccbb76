import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import {
  checkRolling,
  currentWindow,
  decideRolling,
  type RateLimits,
  type RateRule,
} from '#core/abuse/domain/rate-limits';
import type { Clock } from '#core/kernel/clock';
import type { RateDecision } from '#core/abuse/domain/rate-limits';
import type { RateLimiter } from '#core/abuse/ports/rate-limiter';
import { isConditionFailed } from './condition-failed';

/** Addresses and usernames are counted, not kept: the key holds a digest of the subject. */
const digest = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 22);

/** Tries at a rolling log's conditional write before a request that keeps losing the race is refused. */
const RACE_RETRIES = 5;

/**
 * Fixed-window counters on the Auth table: one item per rule, subject and window, incremented by a
 * conditional ADD (never past the limit, so a refused request costs no count), gone by TTL a minute
 * after its window ends. A rolling rule keeps one item per rule and subject instead: the times of its latest
 * events and a version, rewritten only while the version is the one read (so two requests at once never both take
 * the last place), gone by TTL a minute after its newest event leaves the window. Every function instance shares them.
 */
export function dynamoRateLimiter(
  doc: DynamoDBDocumentClient,
  authTable: string,
  clock: Clock,
  limits: RateLimits,
): RateLimiter {
  const windowOf = (rule: keyof RateLimits, subject: string) => {
    const window = currentWindow(limits[rule], clock.now());
    return { window, key: keys.rateWindow(rule, digest(subject), window.start) };
  };

  const readLog = async (rule: RateRule, subject: string) => {
    const { Item } = await doc.send(
      new GetCommand({ TableName: authTable, Key: keys.rateLog(rule, digest(subject)), ConsistentRead: true }),
    );
    return { log: (Item?.times as number[] | undefined) ?? [], version: Number(Item?.version ?? 0) };
  };

  async function takeRolling(rule: RateRule, subject: string): Promise<RateDecision> {
    for (let attempt = 0; attempt < RACE_RETRIES; attempt += 1) {
      const { log, version } = await readLog(rule, subject);
      const decision = decideRolling(limits[rule], log, clock.now());
      if (!decision.allowed) return decision;
      try {
        await doc.send(
          new UpdateCommand({
            TableName: authTable,
            Key: keys.rateLog(rule, digest(subject)),
            UpdateExpression: 'SET times = :times, version = :next, expiresAt = :ttl',
            ConditionExpression: version === 0 ? 'attribute_not_exists(version)' : 'version = :version',
            ExpressionAttributeValues: {
              ':times': decision.log,
              ':next': version + 1,
              ':ttl': decision.expiresAt,
              ...(version === 0 ? {} : { ':version': version }),
            },
          }),
        );
        return { allowed: true, count: decision.count };
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
        // Another request wrote first: read again, so its event counts against this one.
      }
    }
    return { allowed: false, retryAfterSeconds: 1 };
  }

  return {
    async take(rule, subject) {
      if (limits[rule].rolling) return takeRolling(rule, subject);
      const { window, key } = windowOf(rule, subject);
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: authTable,
            Key: key,
            UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :ttl)',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':one': 1, ':limit': limits[rule].limit, ':ttl': window.end + 60 },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return { allowed: true, count: Number(Attributes?.count ?? 1) };
      } catch (error) {
        if (isConditionFailed(error)) return { allowed: false, retryAfterSeconds: window.secondsLeft };
        throw error;
      }
    },

    async check(rule, subject) {
      if (limits[rule].rolling) return checkRolling(limits[rule], (await readLog(rule, subject)).log, clock.now());
      const { window, key } = windowOf(rule, subject);
      const { Item } = await doc.send(new GetCommand({ TableName: authTable, Key: key, ConsistentRead: true }));
      const count = Number(Item?.count ?? 0);
      return count >= limits[rule].limit
        ? { allowed: false, retryAfterSeconds: window.secondsLeft }
        : { allowed: true, count };
    },

    async clear(rule, subject) {
      const key = limits[rule].rolling ? keys.rateLog(rule, digest(subject)) : windowOf(rule, subject).key;
      await doc.send(new DeleteCommand({ TableName: authTable, Key: key }));
    },
  };
}
