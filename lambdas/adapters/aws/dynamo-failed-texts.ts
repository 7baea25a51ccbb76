import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { FAILED_TEXTS_PARTITION } from '#shared/db/keys';
import { DATA_INDEX } from '#shared/db/tables';
import type { FailedText, FailedTexts } from '#core/admin/ports/failed-texts';

/**
 * Failed nags across users: notification items that carry keys.failedTextEntry (gsi1pk=FAILED_TEXTS,
 * gsi1sk=<failedAt>#<userId>#<nagId>) once they turn failed, read newest first from the collections index.
 */
export function dynamoFailedTexts(doc: DynamoDBDocumentClient, dataTable: string): FailedTexts {
  return {
    async recent(limit) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: dataTable,
          IndexName: DATA_INDEX.collections,
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': FAILED_TEXTS_PARTITION },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map((item): FailedText => {
        const [failedAt = ''] = String(item.gsi1sk).split('#');
        return {
          userId: String(item.userId),
          nagId: String(item.id),
          message: typeof item.message === 'string' ? item.message : '',
          ...(typeof item.failureReason === 'string' ? { failureReason: item.failureReason } : {}),
          failedAt,
          ...(typeof item.retriedAt === 'string' ? { resentAt: item.retriedAt } : {}),
        };
      });
    },
  };
}
