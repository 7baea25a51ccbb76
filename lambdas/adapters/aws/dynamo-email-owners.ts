import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { normalizeEmail } from '#core/mailing/domain/email-address';
import type { EmailOwners } from '#core/auth/ports/email-owners';
import { isConditionFailed } from './condition-failed';

/** The verified addresses' guards on the Data table (pk=EMAIL#<normalized address>, sk=GUARD), like the phone's. */
export function dynamoEmailOwners(doc: DynamoDBDocumentClient, dataTable: string): EmailOwners {
  const key = (address: string) => keys.emailGuard(normalizeEmail(address));
  return {
    async holderOf(address) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: key(address), ConsistentRead: true }),
      );
      return typeof Item?.userId === 'string' ? Item.userId : null;
    },
    async claim(address, userId, expected) {
      try {
        await doc.send(
          new PutCommand({
            TableName: dataTable,
            Item: { ...key(address), type: 'email_guard', userId },
            ...(expected === null
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : { ConditionExpression: 'userId = :expected', ExpressionAttributeValues: { ':expected': expected } }),
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },
    async release(address, userId) {
      try {
        await doc.send(
          new DeleteCommand({
            TableName: dataTable,
            Key: key(address),
            ConditionExpression: 'userId = :me',
            ExpressionAttributeValues: { ':me': userId },
          }),
        );
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    },
  };
}
