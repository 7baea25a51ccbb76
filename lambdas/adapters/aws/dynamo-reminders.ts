import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { nextCounterValue, raiseCounter } from './atomic-counter';
import type { Completion } from '#core/reminders/domain/completion';
import type { Reminder } from '#core/reminders/domain/reminder';
import type { ReminderRepository } from '#core/reminders/ports/reminders';
import { deleteKeys } from './batch-delete';
import { cancellationReasons, isConditionFailed } from './condition-failed';
import { effectivenessUpdates } from './dynamo-effectiveness';

import { queryAll, queryUserItems, withoutKeys } from './query-all';

export const reminderFromItem = (item: Record<string, unknown>) => withoutKeys(item) as unknown as Reminder;

/** Reminders and their completions on the owner's partition (sk=REMINDER#id, sk=DONE#reminder#date). */
/** The occurrence dates among `page` that had their call: one Query over the page's span of call marks. */
async function calledDatesIn(
  doc: DynamoDBDocumentClient,
  dataTable: string,
  userId: string,
  reminderId: string,
  page: Completion[],
): Promise<Set<string>> {
  if (!page.length) return new Set();
  const dates = page.map((c) => c.occurrenceDate).sort();
  const marks = await queryAll(doc, {
    TableName: dataTable,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.userPartition(userId).pk,
      ':from': keys.occurrenceCall(userId, reminderId, dates[0]!).sk,
      ':to': keys.occurrenceCall(userId, reminderId, dates[dates.length - 1]!).sk,
    },
    ProjectionExpression: 'occurrenceDate',
  });
  return new Set(marks.map((m) => String(m.occurrenceDate)));
}

export function dynamoReminders(doc: DynamoDBDocumentClient, dataTable: string): ReminderRepository {
  return {
    allocateRef(userId) {
      return nextCounterValue(doc, dataTable, keys.reminderRefCounter(userId));
    },

    raiseRefCounter(userId, atLeast) {
      return raiseCounter(doc, dataTable, keys.reminderRefCounter(userId), atLeast);
    },

    async create(reminder) {
      await doc.send(
        new PutCommand({
          TableName: dataTable,
          Item: { ...keys.reminder(reminder.userId, reminder.id), type: 'reminder', ...reminder },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async get(userId, id) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: keys.reminder(userId, id), ConsistentRead: true }),
      );
      return Item ? reminderFromItem(Item) : null;
    },

    async listForUser(userId) {
      // Consistent: a create counts the reminders written just before it (the limit of 100 holds under racing creates).
      const items = await queryUserItems(doc, dataTable, keys.userPartition(userId).pk, keys.reminderPrefix, true);
      return items.map(reminderFromItem);
    },

    async save(reminder, expectedVersion) {
      try {
        await doc.send(
          new PutCommand({
            TableName: dataTable,
            Item: { ...keys.reminder(reminder.userId, reminder.id), type: 'reminder', ...reminder },
            ConditionExpression: 'version = :expected',
            ExpressionAttributeValues: { ':expected': expectedVersion },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },

    async delete(userId, id) {
      const { Attributes } = await doc.send(
        new DeleteCommand({ TableName: dataTable, Key: keys.reminder(userId, id), ReturnValues: 'ALL_OLD' }),
      );
      return Attributes !== undefined;
    },

    /**
     * One transaction: the completion's conditional put and the ADDs to its effectiveness counters, so an occurrence
     * is counted once, exactly when it is recorded; a redelivery that finds it recorded counts nothing. A transaction
     * that meets another in flight on the same counter item (TransactionConflict) is tried again by the client
     * (transaction-conflicts.ts; the shards keep that rare: dynamo-effectiveness.ts).
     */
    async recordCompletion(completion) {
      const write = new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: dataTable,
              Item: {
                ...keys.completion(completion.userId, completion.reminderId, completion.occurrenceDate),
                type: 'completion',
                ...completion,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...effectivenessUpdates(dataTable, completion),
        ],
      });
      try {
        await doc.send(write);
        return true;
      } catch (error) {
        if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return false;
        throw error;
      }
    },

    async listCompletions(userId) {
      const items = await queryUserItems(doc, dataTable, keys.userPartition(userId).pk, keys.completionPrefix);
      return items.map((item) => withoutKeys(item) as unknown as Completion);
    },

    async listHistory(userId, reminderId, { limit, cursor }) {
      const { Items = [], LastEvaluatedKey } = await doc.send(
        new QueryCommand({
          TableName: dataTable,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: {
            ':pk': keys.userPartition(userId).pk,
            ':prefix': keys.reminderCompletionPrefix(reminderId),
          },
          ScanIndexForward: false,
          Limit: limit,
          ...(cursor ? { ExclusiveStartKey: keys.completion(userId, reminderId, cursor) } : {}),
        }),
      );
      const items = Items.map((item) => withoutKeys(item) as unknown as Completion);
      const called = await calledDatesIn(doc, dataTable, userId, reminderId, items);
      return {
        items: items.map((c) => (called.has(c.occurrenceDate) ? { ...c, calls: 1 } : c)),
        ...(LastEvaluatedKey && items.length ? { nextCursor: items[items.length - 1]!.occurrenceDate } : {}),
      };
    },

    async noteCall(userId, reminderId, occurrenceDate, at) {
      await doc.send(
        new PutCommand({
          TableName: dataTable,
          Item: {
            ...keys.occurrenceCall(userId, reminderId, occurrenceDate),
            type: 'occurrenceCall',
            userId,
            reminderId,
            occurrenceDate,
            at,
          },
        }),
      );
    },

    async deleteHistory(userId, reminderId) {
      const items = await queryAll(doc, {
        TableName: dataTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(userId).pk,
          ':prefix': keys.reminderCompletionPrefix(reminderId),
        },
        ProjectionExpression: 'pk, sk',
      });
      const marks = await queryAll(doc, {
        TableName: dataTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(userId).pk,
          ':prefix': keys.reminderCallPrefix(reminderId),
        },
        ProjectionExpression: 'pk, sk',
      });
      await deleteKeys(
        doc,
        dataTable,
        [...items, ...marks].map((item) => ({ pk: item.pk as string, sk: item.sk as string })),
        `the history of reminder ${reminderId}`,
      );
    },
  };
}
