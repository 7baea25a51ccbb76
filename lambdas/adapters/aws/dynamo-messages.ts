import { PutCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { CALL_RESULTS, type CallResult } from '#shared/vocabulary';
import type { Message } from '#core/texting/domain/message';
import type { MessageRepository } from '#core/texting/ports/messages';
import { cancellationReasons, isConditionFailed } from './condition-failed';
import { statsUpdates } from './dynamo-stats';
import { countTextUpdate } from './texting-usage-item';
import { countsTowardBudget } from '#core/texting/domain/message';
import { findByProviderMessageId, queryAll, queryUserItems } from './query-all';

/** The account's day a counted nag went on; a nag recorded without one (none is) fails loudly rather than count the UTC day. */
function budgetDayOf(message: Message): string {
  if (!message.budgetDay) throw new Error(`Nag message ${message.id} has no budgetDay to count it on`);
  return message.budgetDay;
}

const isCallResult = (value: unknown): value is CallResult => (CALL_RESULTS as readonly unknown[]).includes(value);

function messageFromItem(item: Record<string, unknown>): Message {
  return {
    id: item.id as string,
    userId: item.userId as string,
    direction: item.direction === 'outbound' ? 'outbound' : 'inbound',
    from: item.from as string,
    to: item.to as string,
    ...(item.channel === 'voice' ? { channel: 'voice' as const } : {}),
    body: typeof item.body === 'string' ? item.body : '',
    status: (item.status as Message['status'] | undefined) ?? 'delivered',
    receivedAt: item.receivedAt as string,
    ...(typeof item.providerMessageId === 'string' ? { providerMessageId: item.providerMessageId } : {}),
    ...(typeof item.nagId === 'string' ? { nagId: item.nagId } : {}),
    ...(typeof item.budgetDay === 'string' ? { budgetDay: item.budgetDay } : {}),
    ...(isCallResult(item.callResult) ? { callResult: item.callResult } : {}),
  };
}

/**
 * Messages on their user's partition, sk=MSG#<instant>#<id>, so a Query returns them in time order.
 * Outbound texts are also indexed by provider message id (gsi2), which delivery receipts name.
 */
export function dynamoMessages(doc: DynamoDBDocumentClient, dataTable: string): MessageRepository {
  return {
    async record(message, counters) {
      const index =
        message.direction === 'outbound' && message.providerMessageId
          ? keys.providerMessageIndex(message.providerMessageId, 'message')
          : {};
      const put = {
        TableName: dataTable,
        Item: {
          ...keys.message(message.userId, message.receivedAt, message.id),
          ...index,
          type: 'message',
          ...message,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      };
      const at = new Date(message.receivedAt);
      // A nag that went out counts toward its user's texting budget on the account's day it went (budgetDay), in the
      // same write, so a redelivered message counts nothing; answers, notices and calls have caps of their own
      // (texting-budget.ts).
      const sent = countsTowardBudget(message)
        ? [countTextUpdate(dataTable, message.userId, budgetDayOf(message), at)]
        : [];
      const counts = [...(counters ? statsUpdates(dataTable, at, counters) : []), ...sent];
      try {
        if (counts.length) await doc.send(new TransactWriteCommand({ TransactItems: [{ Put: put }, ...counts] }));
        else await doc.send(new PutCommand(put));
        return true;
      } catch (error) {
        if (
          isConditionFailed(error) &&
          (counts.length === 0 || cancellationReasons(error)[0] === 'ConditionalCheckFailed')
        )
          return false;
        throw error;
      }
    },

    async listForUser(userId) {
      const items = await queryUserItems(doc, dataTable, keys.userPartition(userId).pk, keys.messagePrefix);
      return items.map(messageFromItem);
    },

    async listSince(userId, since) {
      const { pk, sk: from } = keys.message(userId, since, '');
      const items = await queryAll(doc, {
        TableName: dataTable,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': `${keys.messagePrefix}\uffff` },
      });
      return items.map(messageFromItem);
    },

    async findByProviderMessageId(providerMessageId) {
      const item = await findByProviderMessageId(doc, dataTable, providerMessageId, 'message');
      return item ? messageFromItem(item) : null;
    },

    async setStatus(message, status) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: keys.message(message.userId, message.receivedAt, message.id),
            UpdateExpression: 'SET #status = :status',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status },
          }),
        );
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    },

    async setCallResult(message, result, replacing) {
      const lower = Object.fromEntries(replacing.map((r, i) => [`:below${i}`, r]));
      const below = Object.keys(lower);
      try {
        await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: keys.message(message.userId, message.receivedAt, message.id),
            UpdateExpression: 'SET callResult = :result',
            ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(callResult)${below.length ? ` OR callResult IN (${below.join(', ')})` : ''})`,
            ExpressionAttributeValues: { ':result': result, ...lower },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },
  };
}
