import { BatchGetCommand, GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { monthOf } from '#core/admin/domain/stats-months';
import type { Clock } from '#core/kernel/clock';
import type { MonthCounters, StatCounter, StatsCounters } from '#core/kernel/stat-counters';
import { cancellationReasons } from './condition-failed';

const COUNTERS: StatCounter[] = [
  'users',
  'activeSubscriptions',
  'joinedPeople',
  'newUsers',
  'newSubscriptions',
  'messagesSent',
  'callsPlaced',
  'revenueCents',
];
/** How long a processed event is remembered: far longer than any provider retries or redelivers an event. */
const EVENT_MEMORY_SECONDS = 400 * 24 * 3600;

function countersOf(item: Record<string, unknown> | undefined): Partial<Record<StatCounter, number>> {
  if (!item) return {};
  return Object.fromEntries(
    COUNTERS.filter((name) => typeof item[name] === 'number').map((name) => [name, item[name] as number]),
  );
}

const addTo = (
  dataTable: string,
  key: Record<string, string>,
  deltas: [StatCounter, number][],
  extra: Record<string, string>,
) => ({
  Update: {
    TableName: dataTable,
    Key: key,
    UpdateExpression: `ADD ${deltas.map((_, i) => `#c${i} :d${i}`).join(', ')} SET ${Object.keys(extra)
      .map((_, i) => `#x${i} = :x${i}`)
      .join(', ')}`,
    ExpressionAttributeNames: {
      ...Object.fromEntries(deltas.map(([name], i) => [`#c${i}`, name])),
      ...Object.fromEntries(Object.keys(extra).map((name, i) => [`#x${i}`, name])),
    },
    ExpressionAttributeValues: {
      ...Object.fromEntries(deltas.map(([, delta], i) => [`:d${i}`, delta])),
      ...Object.fromEntries(Object.values(extra).map((value, i) => [`:x${i}`, value])),
    },
  },
});

/** The ADDs of `deltas` to a month's counters and the all-time ones, as transaction items (shared with messages). */
export function statsUpdates(dataTable: string, at: Date, deltas: Partial<Record<StatCounter, number>>) {
  const changes = Object.entries(deltas).filter(([, delta]) => typeof delta === 'number' && delta !== 0) as [
    StatCounter,
    number,
  ][];
  if (changes.length === 0) return [];
  const month = monthOf(at);
  return [
    addTo(dataTable, keys.monthlyStats(month), changes, { type: 'stats_month', month }),
    addTo(dataTable, keys.totalStats(), changes, { type: 'stats_total' }),
  ];
}

/**
 * Stats counters on the Data table: a month item (pk=STATS, sk=MONTH#yyyy-mm) and the all-time item
 * (sk=TOTAL), both ADDed in one transaction with the conditional put of the event's processed record
 * (pk=EVENT#stats#<eventId>, TTL), so a replayed event adds nothing and a half-counted event cannot exist.
 */
export function dynamoStats(doc: DynamoDBDocumentClient, dataTable: string, clock: Clock): StatsCounters {
  return {
    async record(eventId, at, deltas) {
      const changes = Object.entries(deltas).filter(([, delta]) => typeof delta === 'number' && delta !== 0) as [
        StatCounter,
        number,
      ][];
      const expiresAt = Math.floor(Math.max(at.getTime(), clock.now().getTime()) / 1000) + EVENT_MEMORY_SECONDS;
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: dataTable,
                  Item: {
                    ...keys.processedEvent('stats', eventId),
                    type: 'processed_event',
                    eventId,
                    at: at.toISOString(),
                    deltas: Object.fromEntries(changes),
                    expiresAt,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              ...statsUpdates(dataTable, at, deltas),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return false;
        throw error;
      }
    },

    async totals() {
      const { Item } = await doc.send(new GetCommand({ TableName: dataTable, Key: keys.totalStats() }));
      return countersOf(Item);
    },

    async months(months): Promise<MonthCounters[]> {
      const found = new Map<string, Record<string, unknown>>();
      for (let i = 0; i < months.length; i += 100) {
        let pending: Record<string, unknown>[] = months.slice(i, i + 100).map((month) => keys.monthlyStats(month));
        for (let attempt = 0; pending.length > 0; attempt += 1) {
          if (attempt >= 8) throw new Error('Reading the monthly stats was throttled; try again');
          const { Responses, UnprocessedKeys } = await doc.send(
            new BatchGetCommand({ RequestItems: { [dataTable]: { Keys: pending } } }),
          );
          for (const item of Responses?.[dataTable] ?? []) found.set(item.month as string, item);
          pending = (UnprocessedKeys?.[dataTable]?.Keys as Record<string, unknown>[] | undefined) ?? [];
          if (pending.length) await new Promise((done) => setTimeout(done, 20 * 2 ** attempt));
        }
      }
      return months.map((month) => ({ month, counters: countersOf(found.get(month)) }));
    },
  };
}
