import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { NumberOptOuts } from '#core/texting/ports/opt-outs';
import { isConditionFailed } from './condition-failed';

/** The number as its opt-out item names it: a SHA-256 of the E.164 form, so a deleted account's number is not left in plain text. */
export const numberHash = (e164: string) => createHash('sha256').update(e164).digest('base64url');

/**
 * One item per opted-out number on the Data table (pk=OPTOUT#<hash>), on no user's partition: erasing an account
 * (which deletes its partition) leaves it, so a STOP holds for the number whatever happens to accounts. START
 * deletes it. Reads are consistent: a STOP just written holds for the very next send.
 */
export function dynamoNumberOptOuts(doc: DynamoDBDocumentClient, dataTable: string): NumberOptOuts {
  const key = (e164: string) => keys.numberOptOut(numberHash(e164));
  return {
    async isOptedOut(e164) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: key(e164), ConsistentRead: true, ProjectionExpression: 'pk' }),
      );
      return Item !== undefined;
    },
    async optOut(e164, at) {
      try {
        await doc.send(
          new PutCommand({
            TableName: dataTable,
            Item: { ...key(e164), type: 'number_opt_out', optedOutAt: at },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },
    async optIn(e164) {
      try {
        await doc.send(
          new DeleteCommand({ TableName: dataTable, Key: key(e164), ConditionExpression: 'attribute_exists(pk)' }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },
  };
}
