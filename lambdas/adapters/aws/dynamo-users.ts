import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { DATA_INDEX } from '#shared/db/tables';
import { fail } from '#core/kernel/errors';
import { PHONE_IN_USE_MESSAGE, PHONE_TAKEN_MESSAGE, type UserRepository } from '#core/users/ports/users';
import { cancellationReasons, isConditionFailed } from './condition-failed';
import { newUserIndexWrites, removeUserWithIndex, syncUserIndexAfterWrite, touchesUserIndex } from './user-index';
import { userFromItem, userToItem } from './user-item';

/** A user item carries its billing customer in the lookups index (gsi2), so webhooks find the user by customer. */
function stripeCustomerIndexChange(customerId: string | null | undefined): Record<string, string | null> {
  if (customerId === undefined) return {};
  return customerId === null ? { gsi2pk: null, gsi2sk: null } : keys.stripeCustomerIndex(customerId);
}

/** Users on the Data table; a number belongs to one user through its guard item (pk=PHONE#e164). */
export function dynamoUsers(doc: DynamoDBDocumentClient, dataTable: string): UserRepository {
  async function get(id: string) {
    const { Item } = await doc.send(new GetCommand({ TableName: dataTable, Key: keys.user(id), ConsistentRead: true }));
    return Item ? userFromItem(Item) : null;
  }
  return {
    get,

    async getByPhone(e164) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: keys.phoneGuard(e164), ConsistentRead: true }),
      );
      return typeof Item?.userId === 'string' ? get(Item.userId) : null;
    },

    async create(user) {
      // The admin list's entries (search, day count) are written with the user, in the same transaction.
      const index = newUserIndexWrites(dataTable, user);
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: dataTable,
                  Item: { ...userToItem(user), ...index.attributes },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: dataTable,
                  Item: {
                    ...keys.phoneGuard(user.phoneNumber),
                    type: 'phone_guard',
                    userId: user.id,
                    createdAt: user.createdAt,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              ...index.writes,
            ],
          }),
        );
      } catch (error) {
        const [userReason, guardReason] = cancellationReasons(error);
        if (guardReason === 'ConditionalCheckFailed') fail('conflict', PHONE_TAKEN_MESSAGE);
        if (userReason === 'ConditionalCheckFailed') throw new Error(`User id ${user.id} already exists`);
        throw error;
      }
    },

    async update(id, changes, updatedAt) {
      const entries = Object.entries({
        ...changes,
        ...stripeCustomerIndexChange(changes.stripeCustomerId),
        updatedAt,
      }).filter(([, value]) => value !== undefined);
      const sets = entries.filter(([, value]) => value !== null);
      const removes = entries.filter(([, value]) => value === null);
      const names = Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name]));
      const values = Object.fromEntries(entries.flatMap(([, value], i) => (value === null ? [] : [[`:v${i}`, value]])));
      const indexOf = (name: string) => entries.findIndex(([n]) => n === name);
      const expression = [
        `SET ${sets.map(([name]) => `#f${indexOf(name)} = :v${indexOf(name)}`).join(', ')}`,
        ...(removes.length ? [`REMOVE ${removes.map(([name]) => `#f${indexOf(name)}`).join(', ')}`] : []),
      ].join(' ');
      const write = (revoke: { expression: string; condition: string } | null) =>
        doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: keys.user(id),
            UpdateExpression: revoke ? `${expression} ${revoke.expression}` : expression,
            ConditionExpression: revoke ? `attribute_exists(pk) AND (${revoke.condition})` : 'attribute_exists(pk)',
            ExpressionAttributeNames: revoke ? { ...names, '#sessionVersion': 'sessionVersion' } : names,
            ExpressionAttributeValues: revoke ? { ...values, ':sessionStep': 1 } : values,
            ReturnValues: 'ALL_NEW',
          }),
        );
      // A role or active flag that really changes ends every session, in the same write: tried first
      // with "it differs" as the condition; when it does not differ, the plain write follows.
      const revoking = (['role', 'isActive'] as const).filter(
        (name) => changes[name] !== undefined && changes[name] !== null,
      );
      const revoke =
        revoking.length > 0 && changes.sessionVersion === undefined
          ? {
              expression: 'ADD #sessionVersion :sessionStep',
              condition: revoking
                .map((name) => `attribute_not_exists(#f${indexOf(name)}) OR #f${indexOf(name)} <> :v${indexOf(name)}`)
                .join(' OR '),
            }
          : null;
      try {
        const { Attributes } = await write(revoke).catch((error: unknown) => {
          if (!revoke || !isConditionFailed(error)) throw error;
          return write(null);
        });
        if (Attributes && touchesUserIndex(changes)) await syncUserIndexAfterWrite(doc, dataTable, id);
        return Attributes ? userFromItem(Attributes) : null;
      } catch (error) {
        if (isConditionFailed(error)) return null;
        throw error;
      }
    },

    async takeTextReminderSlot(id, date, limit, updatedAt) {
      const names = { '#today': 'textRemindersToday', '#date': 'date', '#count': 'count', '#updatedAt': 'updatedAt' };
      // The day already counted: one more while under the limit.
      const oneMore = () =>
        doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: keys.user(id),
            UpdateExpression: 'SET #today.#count = #today.#count + :one, #updatedAt = :updatedAt',
            ConditionExpression: 'attribute_exists(pk) AND #today.#date = :date AND #today.#count < :limit',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':one': 1, ':date': date, ':limit': limit, ':updatedAt': updatedAt },
          }),
        );
      // A day not counted yet (or an earlier one): this is its first.
      const firstOfDay = () =>
        doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: keys.user(id),
            UpdateExpression: 'SET #today = :first, #updatedAt = :updatedAt',
            ConditionExpression:
              'attribute_exists(pk) AND (attribute_not_exists(#today.#date) OR #today.#date <> :date)',
            ExpressionAttributeNames: {
              '#today': names['#today'],
              '#date': names['#date'],
              '#updatedAt': names['#updatedAt'],
            },
            ExpressionAttributeValues: { ':first': { date, count: 1 }, ':date': date, ':updatedAt': updatedAt },
          }),
        );
      const tried = async (write: () => Promise<unknown>) => {
        try {
          await write();
          return true;
        } catch (error) {
          if (isConditionFailed(error)) return false;
          throw error;
        }
      };
      if (limit < 1) return false;
      // When both fail, another text has just counted the day's first: the day is counted now, so a last try decides.
      return (await tried(oneMore)) || (await tried(firstOfDay)) || tried(oneMore);
    },

    async releaseTextReminderSlot(id, date, updatedAt) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: keys.user(id),
            UpdateExpression: 'SET #today.#count = #today.#count - :one, #updatedAt = :updatedAt',
            ConditionExpression: 'attribute_exists(pk) AND #today.#date = :date AND #today.#count > :zero',
            ExpressionAttributeNames: {
              '#today': 'textRemindersToday',
              '#date': 'date',
              '#count': 'count',
              '#updatedAt': 'updatedAt',
            },
            ExpressionAttributeValues: { ':one': 1, ':zero': 0, ':date': date, ':updatedAt': updatedAt },
          }),
        );
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    },

    async findByStripeCustomer(customerId) {
      const { Items } = await doc.send(
        new QueryCommand({
          TableName: dataTable,
          IndexName: DATA_INDEX.lookups,
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
          ExpressionAttributeValues: {
            ':pk': keys.stripeCustomerIndex(customerId).gsi2pk,
            ':sk': keys.stripeCustomerIndex(customerId).gsi2sk,
          },
        }),
      );
      const id = Items?.find((item) => typeof item.id === 'string')?.id as string | undefined;
      // The index is eventually consistent: read the user itself for its current state.
      return id ? get(id) : null;
    },

    async recordSubscriptionState(id, changes, updatedAt) {
      const fields = Object.entries({
        ...changes,
        ...stripeCustomerIndexChange(changes.stripeCustomerId),
        updatedAt,
      }).filter(([, value]) => value !== undefined);
      const sets = fields.flatMap(([, value], i) => (value === null ? [] : [`#f${i} = :v${i}`]));
      const removes = fields.flatMap(([, value], i) => (value === null ? [`#f${i}`] : []));
      const expression = `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`;
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: keys.user(id),
            UpdateExpression: expression,
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#stateAt) OR #stateAt < :stateAt)',
            ExpressionAttributeNames: {
              ...Object.fromEntries(fields.map(([field], i) => [`#f${i}`, field])),
              '#stateAt': 'subscriptionStateAt',
            },
            ExpressionAttributeValues: {
              ...Object.fromEntries(fields.flatMap(([, value], i) => (value === null ? [] : [[`:v${i}`, value]]))),
              ':stateAt': changes.subscriptionStateAt,
            },
            ReturnValues: 'ALL_OLD',
          }),
        );
        if (!Attributes) return null;
        const after: Record<string, unknown> = { ...Attributes };
        for (const [field, value] of fields) {
          if (value === null) delete after[field];
          else after[field] = value;
        }
        return { before: userFromItem(Attributes), after: userFromItem(after) };
      } catch (error) {
        if (isConditionFailed(error)) return null;
        throw error;
      }
    },

    async endTravel(id, setAt, updatedAt) {
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: keys.user(id),
            UpdateExpression: 'SET updatedAt = :at REMOVE travel',
            ConditionExpression: 'attribute_exists(pk) AND travel.setAt = :setAt',
            ExpressionAttributeValues: { ':at': updatedAt, ':setAt': setAt },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? userFromItem(Attributes) : null;
      } catch (error) {
        if (isConditionFailed(error)) return null;
        throw error;
      }
    },

    async changePhone(id, from, to, updatedAt) {
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: dataTable,
                  Key: keys.user(id),
                  // The number is the account's identity: every session ends with the move. Consent to calls was
                  // given for the old number, and its failing texts say nothing of the new one.
                  UpdateExpression:
                    'SET phoneNumber = :to, isPhoneVerified = :yes, updatedAt = :at REMOVE callConsentAt, textsFailingSince ADD sessionVersion :one',
                  ConditionExpression: 'attribute_exists(pk) AND phoneNumber = :from',
                  ExpressionAttributeValues: { ':to': to, ':from': from, ':yes': true, ':at': updatedAt, ':one': 1 },
                },
              },
              {
                Delete: {
                  TableName: dataTable,
                  Key: keys.phoneGuard(from),
                  ConditionExpression: 'userId = :id',
                  ExpressionAttributeValues: { ':id': id },
                },
              },
              {
                Put: {
                  TableName: dataTable,
                  Item: { ...keys.phoneGuard(to), type: 'phone_guard', userId: id, createdAt: updatedAt },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
      } catch (error) {
        const [userReason, , guardReason] = cancellationReasons(error);
        if (guardReason === 'ConditionalCheckFailed') fail('conflict', PHONE_IN_USE_MESSAGE);
        if (userReason === 'ConditionalCheckFailed')
          fail('conflict', 'Your phone number changed meanwhile. Reload and try again.');
        throw error;
      }
      await syncUserIndexAfterWrite(doc, dataTable, id);
      const user = await get(id);
      if (!user) throw new Error(`User ${id} vanished after a phone change`);
      return user;
    },

    remove: (id) => removeUserWithIndex(doc, dataTable, id),
  };
}
