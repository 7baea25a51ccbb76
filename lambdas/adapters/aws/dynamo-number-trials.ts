import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { NumberTrials } from '#core/billing/ports/number-trials';
import { isConditionFailed } from './condition-failed';
import { numberHash } from './dynamo-number-opt-outs';

/**
 * One item per number that had the free trial on the Data table (pk=TRIAL#<hash>), on no user's partition: erasing
 * an account (which deletes its partition) leaves it. Written once (a conditional put: the first writer wins and
 * keeps its time); reads are consistent, so a trial just recorded holds for the very next checkout.
 */
export function dynamoNumberTrials(doc: DynamoDBDocumentClient, dataTable: string): NumberTrials {
  const key = (e164: string) => keys.numberTrial(numberHash(e164));
  return {
    async hasHadTrial(e164) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: key(e164), ConsistentRead: true, ProjectionExpression: 'pk' }),
      );
      return Item !== undefined;
    },
    async recordTrial(e164, at) {
      try {
        await doc.send(
          new PutCommand({
            TableName: dataTable,
            Item: { ...key(e164), type: 'number_trial', recordedAt: at },
            ConditionExpression: 'attribute_not_exists(pk)',
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
