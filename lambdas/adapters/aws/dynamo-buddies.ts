import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { fail } from '#core/kernel/errors';
import type { StoredBuddy } from '#core/users/domain/user';
import type { BuddyAsRead, BuddyDirectory } from '#core/escalation/ports/buddies';
import { cancellationReasons, isConditionFailed, type TransactItem } from './condition-failed';
import { userFromItem } from './user-item';
import { inviteUsed } from './dynamo-invites';

export const BUDDY_CHANGED_MESSAGE = 'Your buddy changed meanwhile. Reload and try again.';

/**
 * The stored buddy is still the one read (or there is none, when none was read), with the names it uses (DynamoDB
 * refuses names an expression does not use; `status`, used by answer, is a reserved word).
 */
function stillAsRead(asRead: BuddyAsRead | null): {
  condition: string;
  names: Record<string, string>;
  values: Record<string, string>;
} {
  if (!asRead)
    return {
      condition: 'attribute_exists(pk) AND attribute_not_exists(#buddy)',
      names: { '#buddy': 'buddy' },
      values: {},
    };
  return {
    condition: 'attribute_exists(pk) AND #buddy.#phone = :readPhone AND #buddy.#askedAt = :readAskedAt',
    names: { '#buddy': 'buddy', '#phone': 'phoneNumber', '#askedAt': 'askedAt' },
    values: { ':readPhone': asRead.phoneNumber, ':readAskedAt': asRead.askedAt },
  };
}

/**
 * The buddy lives on its owner's user item; the number's partition (pk=BUDDY#e164) holds a link per owner, so one
 * Query answers "who asked this number". (Whether it may be texted is the number's opt-out, kept apart.)
 */
export function dynamoBuddies(doc: DynamoDBDocumentClient, dataTable: string): BuddyDirectory {
  const link = (e164: string, userId: string, askedAt: string) => ({
    Put: { TableName: dataTable, Item: { ...keys.buddyLink(e164, userId), type: 'buddy_link', userId, askedAt } },
  });
  const unlink = (e164: string, userId: string): TransactItem => ({
    Delete: { TableName: dataTable, Key: keys.buddyLink(e164, userId) },
  });

  async function owner(userId: string) {
    const { Item } = await doc.send(
      new GetCommand({ TableName: dataTable, Key: keys.user(userId), ConsistentRead: true }),
    );
    return Item ? userFromItem(Item) : null;
  }

  /** The transaction with the user item's update first; its condition failing means gone (null) or changed (conflict). */
  async function writeWithUser(userId: string, userUpdate: TransactItem, others: TransactItem[]) {
    try {
      await doc.send(new TransactWriteCommand({ TransactItems: [userUpdate, ...others] }));
    } catch (error) {
      if (cancellationReasons(error)[0] !== 'ConditionalCheckFailed') throw error;
      if (!(await owner(userId))) return null;
      fail('conflict', BUDDY_CHANGED_MESSAGE);
    }
    return owner(userId);
  }

  return {
    async join(invite, buddy, current, at) {
      const read = stillAsRead(current);
      const replaced =
        current && current.phoneNumber !== buddy.phoneNumber ? [unlink(current.phoneNumber, invite.ownerId)] : [];
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: dataTable,
                  Key: keys.user(invite.ownerId),
                  UpdateExpression: 'SET #buddy = :buddy, updatedAt = :at',
                  ConditionExpression: read.condition,
                  ExpressionAttributeNames: read.names,
                  ExpressionAttributeValues: { ':buddy': buddy, ':at': at, ...read.values },
                },
              },
              ...inviteUsed(dataTable, invite, buddy.phoneNumber, at),
              link(buddy.phoneNumber, invite.ownerId, buddy.askedAt),
              ...replaced,
            ],
          }),
        );
        return 'joined';
      } catch (error) {
        if (cancellationReasons(error).includes('ConditionalCheckFailed')) return 'stale';
        throw error;
      }
    },

    async lookup(e164) {
      const { Items = [] } = await doc.send(
        new QueryCommand({
          TableName: dataTable,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.buddyNumber(e164).pk },
          ConsistentRead: true,
        }),
      );
      return {
        ownerIds: Items.filter(
          (item) => String(item.sk).startsWith(keys.buddyLinkPrefix) && typeof item.userId === 'string',
        ).map((item) => item.userId as string),
      };
    },

    async set(userId, buddy: StoredBuddy, current, updatedAt) {
      const read = stillAsRead(current);
      const userUpdate: TransactItem = {
        Update: {
          TableName: dataTable,
          Key: keys.user(userId),
          UpdateExpression: 'SET #buddy = :buddy, updatedAt = :at',
          ConditionExpression: read.condition,
          ExpressionAttributeNames: read.names,
          ExpressionAttributeValues: { ':buddy': buddy, ':at': updatedAt, ...read.values },
        },
      };
      const replaced =
        current && current.phoneNumber !== buddy.phoneNumber ? [unlink(current.phoneNumber, userId)] : [];
      return writeWithUser(userId, userUpdate, [link(buddy.phoneNumber, userId, buddy.askedAt), ...replaced]);
    },

    async remove(userId, current, updatedAt) {
      const read = stillAsRead(current);
      return writeWithUser(
        userId,
        {
          Update: {
            TableName: dataTable,
            Key: keys.user(userId),
            UpdateExpression: 'REMOVE #buddy SET updatedAt = :at',
            ConditionExpression: read.condition,
            ExpressionAttributeNames: read.names,
            ExpressionAttributeValues: { ':at': updatedAt, ...read.values },
          },
        },
        [unlink(current.phoneNumber, userId)],
      );
    },

    async answer(userId, asRead, from, to, answeredAt) {
      const read = stillAsRead(asRead);
      const allowed = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: dataTable,
            Key: keys.user(userId),
            UpdateExpression: 'SET #buddy.#status = :to, #buddy.answeredAt = :answeredAt, updatedAt = :answeredAt',
            ConditionExpression: `${read.condition} AND #buddy.#status IN (${Object.keys(allowed).join(', ')})`,
            ExpressionAttributeNames: { ...read.names, '#status': 'status' },
            ExpressionAttributeValues: { ':to': to, ':answeredAt': answeredAt, ...read.values, ...allowed },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? userFromItem(Attributes) : null;
      } catch (error) {
        if (isConditionFailed(error)) return null;
        throw error;
      }
    },
  };
}
