import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { EscalationKind, EscalationUsage } from '#core/escalation/ports/escalation-usage';
import { isConditionFailed } from './condition-failed';
import { USAGE_MEMORY_SECONDS } from './texting-usage-item';

/** The attribute of the month's usage item (beside the texts' `count`) that counts each kind. */
const ATTRIBUTE: Record<EscalationKind, string> = { call: 'calls', buddyText: 'buddyTexts' };

/**
 * The account's month ('YYYY-MM' in its zone) on the user's usage item of that name, beside the texting budget's
 * `count` and `dNN` of the same month; the items written before months were the account's were keyed by the UTC
 * month, and are read on as the account's month of the same name.
 */
const monthKey = (userId: string, month: string) => keys.textingUsage(userId, month);

/** Kept as long as a usage item written in the month's last moment: from the month's end (read as UTC). */
const expiresAt = (month: string) =>
  Math.floor(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 2) / 1000) + USAGE_MEMORY_SECONDS;

/** Calls and buddy texts on the user's monthly usage item: one conditional ADD books one under the cap. */
export function dynamoEscalationUsage(doc: DynamoDBDocumentClient, dataTable: string): EscalationUsage {
  return {
    async take(userId, kind, month, cap) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: monthKey(userId, month),
            UpdateExpression: 'ADD #n :one SET #type = :type, expiresAt = if_not_exists(expiresAt, :expires)',
            ConditionExpression: 'attribute_not_exists(#n) OR #n < :cap',
            ExpressionAttributeNames: { '#n': ATTRIBUTE[kind], '#type': 'type' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':cap': cap,
              ':type': 'texting_usage',
              ':expires': expiresAt(month),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },

    async giveBack(userId, kind, month) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: monthKey(userId, month),
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

    async monthOf(userId, month) {
      const { Item } = await doc.send(new GetCommand({ TableName: dataTable, Key: monthKey(userId, month) }));
      const count = (name: string) => (typeof Item?.[name] === 'number' ? (Item[name] as number) : 0);
      return { call: count(ATTRIBUTE.call), buddyText: count(ATTRIBUTE.buddyText) };
    },
  };
}
