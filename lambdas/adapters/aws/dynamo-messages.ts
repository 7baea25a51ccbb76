import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../shared/db/keys';
import type { Message } from '../../core/domain/message';
import type { MessageRepository } from '../../core/ports/messages';
import { isConditionFailed } from './condition-failed';

function messageFromItem(item: Record<string, unknown>): Message {
  return {
    id: item.id as string,
    userId: item.userId as string,
    direction: item.direction === 'outbound' ? 'outbound' : 'inbound',
    from: item.from as string,
    to: item.to as string,
    body: typeof item.body === 'string' ? item.body : '',
    status: (item.status as Message['status'] | undefined) ?? 'delivered',
    receivedAt: item.receivedAt as string,
    ...(typeof item.providerMessageId === 'string' ? { providerMessageId: item.providerMessageId } : {}),
  };
}

/** Messages on their user's partition, sk=MSG#<instant>#<id>, so a Query returns them in time order. */
export function dynamoMessages(doc: DynamoDBDocumentClient, dataTable: string): MessageRepository {
  return {
    async record(message) {
      try {
        await doc.send(new PutCommand({
          TableName: dataTable,
          Item: { ...keys.message(message.userId, message.receivedAt, message.id), type: 'message', ...message },
          ConditionExpression: 'attribute_not_exists(pk)',
        }));
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },

    async listForUser(userId) {
      const messages: Message[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await doc.send(new QueryCommand({
          TableName: dataTable,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.userPartition(userId).pk, ':prefix': keys.messagePrefix },
          ExclusiveStartKey: start,
        }));
        messages.push(...(page.Items ?? []).map(messageFromItem));
        start = page.LastEvaluatedKey;
      } while (start);
      return messages;
    },
  };
}
