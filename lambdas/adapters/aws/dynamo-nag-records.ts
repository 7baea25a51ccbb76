import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { NagRecord } from '#core/reminders/domain/nag-record';
import type { NagRecordRepository } from '#core/reminders/ports/nag-records';
import { cancellationReasons, isConditionFailed } from './condition-failed';
import { findByProviderMessageId, queryUserItems, withoutKeys } from './query-all';

/** A second's per-user counter is kept an hour (TTL), long after it can matter. */
const SLOT_MEMORY_SECONDS = 3600;

const fromItem = (item: Record<string, unknown>) => withoutKeys(item) as unknown as NagRecord;

/** Nags on the owner's partition (sk=NOTIF#nagId); a sent one is also found by its provider message id (gsi2). */
export function dynamoNagRecords(doc: DynamoDBDocumentClient, dataTable: string): NagRecordRepository {
  return {
    async claim(nag, share) {
      const put = {
        TableName: dataTable,
        // Stored as a 'notification' item: the spec's admin API and the console name it so.
        Item: { ...keys.nagRecord(nag.userId, nag.id), type: 'notification', ...nag },
        ConditionExpression: 'attribute_not_exists(pk)',
      };
      try {
        if (!share) {
          await doc.send(new PutCommand(put));
          return 'claimed';
        }
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: put },
              {
                Update: {
                  TableName: dataTable,
                  Key: keys.userSendSlot(nag.userId, share.second),
                  UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
                  ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
                  ExpressionAttributeNames: { '#count': 'count' },
                  ExpressionAttributeValues: {
                    ':one': 1,
                    ':limit': share.limit,
                    ':expires': share.second + SLOT_MEMORY_SECONDS,
                  },
                },
              },
            ],
          }),
        );
        return 'claimed';
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (reasons.length === 0) {
          if (isConditionFailed(error)) return 'duplicate';
          throw error;
        }
        if (reasons[0] === 'ConditionalCheckFailed') return 'duplicate';
        // Over the share, or racing another claim of this user's second: either way, this nag waits its turn.
        if (reasons[1] === 'ConditionalCheckFailed' || reasons.includes('TransactionConflict')) return 'over_share';
        throw error;
      }
    },

    async get(userId, id) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: keys.nagRecord(userId, id), ConsistentRead: true }),
      );
      return Item ? fromItem(Item) : null;
    },

    async update(userId, id, changes, onlyIfStatus) {
      const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
      if (changes.providerMessageId)
        entries.push(...Object.entries(keys.providerMessageIndex(changes.providerMessageId, 'notification')));
      if (changes.status === 'failed' && changes.failedAt)
        entries.push(...Object.entries(keys.failedTextEntry(changes.failedAt, userId, id)));
      if (entries.length === 0) return;
      try {
        await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: keys.nagRecord(userId, id),
            UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
            ConditionExpression: onlyIfStatus ? 'attribute_exists(pk) AND #status = :only' : 'attribute_exists(pk)',
            ExpressionAttributeNames: {
              ...Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
              ...(onlyIfStatus ? { '#status': 'status' } : {}),
            },
            ExpressionAttributeValues: {
              ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
              ...(onlyIfStatus ? { ':only': onlyIfStatus } : {}),
            },
          }),
        );
      } catch (error) {
        // The user (and with them their nags) was deleted meanwhile: nothing to update.
        if (!isConditionFailed(error)) throw error;
      }
    },

    async release(userId, id) {
      await doc.send(new DeleteCommand({ TableName: dataTable, Key: keys.nagRecord(userId, id) }));
    },

    async listForUser(userId) {
      const items = await queryUserItems(doc, dataTable, keys.userPartition(userId).pk, keys.nagRecordPrefix);
      return items.map(fromItem);
    },

    async findByProviderMessageId(providerMessageId) {
      const item = await findByProviderMessageId(doc, dataTable, providerMessageId, 'notification');
      return item ? fromItem(item) : null;
    },
  };
}
