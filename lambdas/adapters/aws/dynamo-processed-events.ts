import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { ProcessedEvents } from '#core/billing/ports/processed-events';

/** Stripe retries a webhook for up to three days; the mark outlives that by a wide margin, then TTL removes it. */
const KEEP_SECONDS = 30 * 24 * 3600;

/** Handled outside events on the Data table (pk=EVENT#source#id). */
export function dynamoProcessedEvents(doc: DynamoDBDocumentClient, dataTable: string): ProcessedEvents {
  return {
    async has(source, eventId) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: keys.processedEvent(source, eventId), ConsistentRead: true }),
      );
      return Item !== undefined;
    },
    async record(source, eventId, at) {
      const seconds = Math.floor(at.getTime() / 1000);
      await doc.send(
        new PutCommand({
          TableName: dataTable,
          Item: {
            ...keys.processedEvent(source, eventId),
            type: 'processed_event',
            processedAt: at.toISOString(),
            expiresAt: seconds + KEEP_SECONDS,
          },
        }),
      );
    },
  };
}
