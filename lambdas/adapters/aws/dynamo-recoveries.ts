import {
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { RECOVERY_STATES, type RecoveryState } from '#shared/vocabulary';
import type { Recovery, RecoveryEnd } from '#core/recovery/domain/recovery';
import { isEnded } from '#core/recovery/domain/recovery';
import type { RecoveryChanges, Recoveries } from '#core/recovery/ports/recoveries';
import { isConditionFailed } from './condition-failed';

/** A recovery item outlives its end by this long (TTL), for the admin's and the cancel link's answers. */
const KEPT_SECONDS = 30 * 24 * 60 * 60;

/** One Update of a transaction, as the document client takes it. */
type TransactUpdate = NonNullable<NonNullable<TransactWriteCommandInput['TransactItems']>[number]['Update']>;

const isState = (value: unknown): value is RecoveryState => (RECOVERY_STATES as readonly unknown[]).includes(value);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function fromItem(item: Record<string, unknown>): Recovery | null {
  const { id, userId, state, email, startedAt } = item;
  if (typeof id !== 'string' || typeof userId !== 'string' || !isState(state)) return null;
  if (typeof email !== 'string' || typeof startedAt !== 'string') return null;
  const recovery: Recovery = { id, userId, state, email, startedAt };
  const newPhone = text(item.newPhone);
  const waitEndsAt = text(item.waitEndsAt);
  const cancelTokenHash = text(item.cancelTokenHash);
  const endedAt = text(item.endedAt);
  const endedBy = text(item.endedBy) as RecoveryEnd | undefined;
  return {
    ...recovery,
    ...(newPhone ? { newPhone } : {}),
    ...(waitEndsAt ? { waitEndsAt } : {}),
    ...(cancelTokenHash ? { cancelTokenHash } : {}),
    ...(endedAt ? { endedAt } : {}),
    ...(endedBy ? { endedBy } : {}),
  };
}

/**
 * Recoveries on the Data table: each at RECOVERY#<id> (outside any user's partition, found by the id the person holds;
 * TTL a month after it began), and the account's open one named by USER#<id>/RECOVERY (erased with the account). A
 * start writes both in one transaction; an end frees the account's slot in the same transaction as its state.
 */
export function dynamoRecoveries(doc: DynamoDBDocumentClient, dataTable: string): Recoveries {
  const get = async (id: string) => {
    const { Item } = await doc.send(
      new GetCommand({ TableName: dataTable, Key: keys.recovery(id), ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : null;
  };
  /**
   * A claim given back (an ended state to one not ended): the state and the account's slot in one transaction, the slot
   * only while free or naming this recovery (a start in between took it: then nothing changes, false).
   */
  const giveBack = async (id: string, update: TransactUpdate) => {
    const current = await get(id);
    if (!current) return false;
    try {
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: update },
            {
              Put: {
                TableName: dataTable,
                Item: {
                  ...keys.openRecovery(current.userId),
                  type: 'open_recovery',
                  recoveryId: id,
                  at: current.startedAt,
                },
                ConditionExpression: 'attribute_not_exists(pk) OR recoveryId = :id',
                ExpressionAttributeValues: { ':id': id },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  };
  return {
    get,
    async openOf(userId) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: keys.openRecovery(userId), ConsistentRead: true }),
      );
      return typeof Item?.recoveryId === 'string' ? get(Item.recoveryId) : null;
    },
    async start(recovery, open, at) {
      const expiresAt = Math.floor(Date.parse(recovery.startedAt) / 1000) + KEPT_SECONDS;
      const replacing = open && !isEnded(open.state) ? open : null;
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: dataTable,
                  Item: { ...keys.recovery(recovery.id), type: 'recovery', ...recovery, expiresAt },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: dataTable,
                  Item: { ...keys.openRecovery(recovery.userId), type: 'open_recovery', recoveryId: recovery.id, at },
                  ...(open
                    ? {
                        ConditionExpression: 'recoveryId = :open',
                        ExpressionAttributeValues: { ':open': open.id },
                      }
                    : { ConditionExpression: 'attribute_not_exists(pk)' }),
                },
              },
              ...(replacing
                ? [
                    {
                      Update: {
                        TableName: dataTable,
                        Key: keys.recovery(replacing.id),
                        UpdateExpression: 'SET #state = :cancelled, endedAt = :at, endedBy = :replaced',
                        ConditionExpression: '#state = :from',
                        ExpressionAttributeNames: { '#state': 'state' },
                        ExpressionAttributeValues: {
                          ':cancelled': 'cancelled',
                          ':at': at,
                          ':replaced': 'replaced',
                          ':from': replacing.state,
                        },
                      },
                    },
                  ]
                : []),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },
    async transition(id, from, to, changes: RecoveryChanges = {}) {
      const fields = Object.entries(changes).filter(([, value]) => value !== undefined);
      const update = {
        TableName: dataTable,
        Key: keys.recovery(id),
        UpdateExpression: `SET #state = :to${fields.map((_, i) => `, #f${i} = :v${i}`).join('')}`,
        ConditionExpression: '#state = :from',
        ExpressionAttributeNames: {
          '#state': 'state',
          ...Object.fromEntries(fields.map(([field], i) => [`#f${i}`, field])),
        },
        ExpressionAttributeValues: {
          ':to': to,
          ':from': from,
          ...Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])),
        },
      };
      if (isEnded(from) && !isEnded(to)) return giveBack(id, update);
      try {
        const { Attributes } = await doc.send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
        // The account's slot goes with an end, only while it still names this recovery (a crash in between leaves a
        // slot naming an ended recovery, which the next start takes over).
        if (isEnded(to) && typeof Attributes?.userId === 'string') {
          try {
            await doc.send(
              new DeleteCommand({
                TableName: dataTable,
                Key: keys.openRecovery(Attributes.userId),
                ConditionExpression: 'recoveryId = :id',
                ExpressionAttributeValues: { ':id': id },
              }),
            );
          } catch (error) {
            if (!isConditionFailed(error)) throw error;
          }
        }
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },
  };
}
