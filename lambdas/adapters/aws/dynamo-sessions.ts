import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { SessionStore } from '#core/auth/ports/sessions';
import { accountKey } from './caller-directory';
import { isConditionFailed } from './condition-failed';

const epochSeconds = (at: Date) => Math.ceil(at.getTime() / 1000);

/** Ended sessions as Data-table markers (gone with the token's expiry, by TTL); session versions on the account items. */
export function dynamoSessions(doc: DynamoDBDocumentClient, dataTable: string): SessionStore {
  return {
    async end(sessionId, tokenExpiresAt) {
      await doc.send(
        new PutCommand({
          TableName: dataTable,
          Item: { ...keys.endedSession(sessionId), type: 'ended_session', expiresAt: epochSeconds(tokenExpiresAt) },
        }),
      );
    },

    async endAll(subject) {
      const key = accountKey(subject);
      if (!key) return;
      try {
        await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: key,
            UpdateExpression: 'ADD sessionVersion :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':one': 1 },
          }),
        );
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    },
  };
}
