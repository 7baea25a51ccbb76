import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { normalizeEmail } from '#core/mailing/domain/email-address';
import type { EmailSuppressions } from '#core/mailing/ports/email-suppressions';
import { isConditionFailed } from './condition-failed';

/** The address as its suppression item names it: a SHA-256 of the normalized form, not the address itself. */
const addressHash = (address: string) => createHash('sha256').update(normalizeEmail(address)).digest('base64url');

/**
 * One item per suppressed address on the Data table (pk=SUPPRESSED#<hash>), on no user's partition: it outlives the
 * account, as a bounce holds for the address. The first event is kept (a conditional put); consistent reads, so a
 * bounce just recorded holds for the very next send.
 */
export function dynamoEmailSuppressions(doc: DynamoDBDocumentClient, dataTable: string): EmailSuppressions {
  const key = (address: string) => keys.emailSuppression(addressHash(address));
  return {
    async isSuppressed(address) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: key(address), ConsistentRead: true, ProjectionExpression: 'pk' }),
      );
      return Item !== undefined;
    },
    async suppress(address, feedback, at) {
      try {
        await doc.send(
          new PutCommand({
            TableName: dataTable,
            Item: { ...key(address), type: 'email_suppression', feedback, suppressedAt: at },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    },
  };
}
