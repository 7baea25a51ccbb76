import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { EscalationKind, EscalationUsage } from '#core/escalation/ports/escalation-usage';
import { isConditionFailed } from './condition-failed';
import { USAGE_MEMORY_SECONDS } from './texting-usage-item';

/** The attribute of the month's usage item (beside the texts' `count`) that counts each kind. */
const ATTRIBUTE: Record<EscalationKind, string> = { call: 'calls', buddyText: 'buddyTexts' };

const monthKey = (userId: string, at: Date) => keys.textingUsage(userId, at.toISOString().slice(0, 7));

/** Calls and buddy texts on the user's monthly usage item: one conditional ADD books one under the cap. */
export function dynamoEscalationUsage(doc: DynamoDBDocumentClient, dataTable: string): EscalationUsage {
  return {
    async take(userId, kind, at, cap) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: monthKey(userId, at),
            UpdateExpression: 'ADD #n :one SET #type = :type, expiresAt = if_not_exists(expiresAt, :expires)',
            ConditionExpression: 'attribute_not_exists(#n) OR #n < :cap',
            ExpressionAttributeNames: { '#n': ATTRIBUTE[kind], '#type': 'type' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':cap': cap,
              ':type': 'texting_usage',
              ':expires': Math.floor(at.getTime() / 1000) + USAGE_MEMORY_SECONDS,
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },

    async giveBack(userId, kind, at) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: monthKey(userId, at),
            UpdateExpression: 'ADD #n :minusOne',
            ConditionExpression: '#n > :zero',
            ExpressionAttributeNames: { '#n': ATTRIBUTE[kind] },
            ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
          }),
        );
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    },

    async monthOf(userId, at) {
      const { Item } = await doc.send(new GetCommand({ TableName: dataTable, Key: monthKey(userId, at) }));
      const count = (name: string) => (typeof Item?.[name] === 'number' ? (Item[name] as number) : 0);
      return { call: count(ATTRIBUTE.call), buddyText: count(ATTRIBUTE.buddyText) };
    },
  };
}
