import { createHash } from 'node:crypto';
import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { NAG_STYLES, type NagStyle } from '#shared/vocabulary';
import type { NewCompletion } from '#core/reminders/domain/completion';
import {
  addTallies,
  completionCounts,
  completionDayCounts,
  countedDay,
  countedMonth,
  emptyTally,
  tallyOf,
  type EffectCounts,
  type EffectTally,
} from '#core/reminders/domain/effectiveness';
import type { EffectivenessCounters } from '#core/reminders/ports/effectiveness-counters';

/**
 * Counter items are spread over this many shards (partition keys), so the service's completions, all of which add to
 * the same month and day, do not all land on one item: one item takes about 1,000 writes a second and a transaction
 * touching it conflicts with any other in flight on it. A read sums the shards (docs/SCALE.md).
 */
export const EFFECT_SHARDS = 16;

/**
 * The shard of one occurrence: from its key, so the same occurrence always names the same items (a retried write is
 * the same write) while one busy account's occurrences still spread over every shard.
 */
export function effectShard(completion: Pick<NewCompletion, 'userId' | 'reminderId' | 'occurrenceDate'>): number {
  const digest = createHash('sha256')
    .update(`${completion.userId}#${completion.reminderId}#${completion.occurrenceDate}`)
    .digest();
  return digest.readUInt32BE(0) % EFFECT_SHARDS;
}

const addCounts = (
  dataTable: string,
  key: Record<string, string>,
  counts: EffectCounts,
  set: Record<string, string>,
) => {
  const names = Object.keys(counts);
  const setNames = Object.keys(set);
  return {
    Update: {
      TableName: dataTable,
      Key: key,
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')} SET ${setNames
        .map((_, i) => `#s${i} = :s${i}`)
        .join(', ')}`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name, i) => [`#c${i}`, name])),
        ...Object.fromEntries(setNames.map((name, i) => [`#s${i}`, name])),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, i) => [`:c${i}`, counts[name]])),
        ...Object.fromEntries(setNames.map((name, i) => [`:s${i}`, set[name]])),
      },
    },
  };
};

/**
 * The two counter updates one completion makes (its month and style, its day), as transaction items: written in the
 * same transaction as the completion's conditional put, so an occurrence is counted exactly when it is recorded.
 */
export function effectivenessUpdates(dataTable: string, completion: NewCompletion) {
  const shard = effectShard(completion);
  const month = countedMonth(completion.completedAt);
  const day = countedDay(completion.completedAt);
  return [
    addCounts(dataTable, keys.effectMonth(month, completion.nagStyle, shard), completionCounts(completion), {
      type: 'effect_month',
      month,
      nagStyle: completion.nagStyle,
    }),
    addCounts(dataTable, keys.effectDay(day, shard), completionDayCounts(completion), { type: 'effect_day', day }),
  ];
}

/** BatchGetItem over any number of keys (100 a call), retrying what DynamoDB leaves unprocessed. */
async function getAll(
  doc: DynamoDBDocumentClient,
  dataTable: string,
  wanted: Record<string, string>[],
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const batches = Array.from({ length: Math.ceil(wanted.length / 100) }, (_, i) =>
    wanted.slice(i * 100, i * 100 + 100),
  );
  await Promise.all(
    batches.map(async (batch) => {
      let pending: Record<string, unknown>[] = batch;
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt >= 8) throw new Error('Reading the effectiveness counters was throttled; try again');
        const { Responses, UnprocessedKeys } = await doc.send(
          new BatchGetCommand({ RequestItems: { [dataTable]: { Keys: pending } } }),
        );
        found.push(...(Responses?.[dataTable] ?? []));
        pending = (UnprocessedKeys?.[dataTable]?.Keys as Record<string, unknown>[] | undefined) ?? [];
        if (pending.length) await new Promise((done) => setTimeout(done, 20 * 2 ** attempt));
      }
    }),
  );
  return found;
}

const shards = Array.from({ length: EFFECT_SHARDS }, (_, shard) => shard);

/** Reads the counters: months x nag styles x shards items, or days x shards, summed here. */
export function dynamoEffectiveness(doc: DynamoDBDocumentClient, dataTable: string): EffectivenessCounters {
  return {
    async months(months) {
      const wanted = months.flatMap((month) =>
        NAG_STYLES.flatMap((style) => shards.map((shard) => keys.effectMonth(month, style, shard))),
      );
      const items = await getAll(doc, dataTable, wanted);
      const sums = new Map<string, EffectTally>();
      for (const item of items) {
        const at = `${String(item.month)}#${String(item.nagStyle)}`;
        sums.set(at, addTallies(sums.get(at) ?? emptyTally(), tallyOf(item)));
      }
      return months.map((month) => ({
        month,
        byStyle: Object.fromEntries(
          NAG_STYLES.map((style) => [style, sums.get(`${month}#${style}`) ?? emptyTally()]),
        ) as Record<NagStyle, EffectTally>,
      }));
    },

    async days(days) {
      const items = await getAll(
        doc,
        dataTable,
        days.flatMap((day) => shards.map((shard) => keys.effectDay(day, shard))),
      );
      return addTallies(...items.map(tallyOf));
    },
  };
}
