import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { SECURITY_EVENT_TYPES, type SecurityEventType } from '#shared/vocabulary';
import type { SecurityEvent, SecurityEvents } from '#core/auth/ports/security-events';

const isType = (value: unknown): value is SecurityEventType =>
  (SECURITY_EVENT_TYPES as readonly unknown[]).includes(value);

/**
 * Security events on their user's partition, sk=SECURITY#<instant>#<id>: a Query backwards reads them newest first,
 * and the account's erasure (every item of the partition) takes them with it.
 */
export function dynamoSecurityEvents(doc: DynamoDBDocumentClient, dataTable: string): SecurityEvents {
  return {
    async record(userId, { id, type, at }) {
      await doc.send(
        new PutCommand({
          TableName: dataTable,
          Item: { ...keys.securityEvent(userId, at, id), type: 'security_event', eventType: type, at, userId },
        }),
      );
    },
    async newestFirst(userId, limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: dataTable,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.userPartition(userId).pk, ':prefix': keys.securityEventPrefix },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.flatMap((item): SecurityEvent[] =>
        isType(item.eventType) && typeof item.at === 'string' ? [{ type: item.eventType, at: item.at }] : [],
      );
    },
  };
}
