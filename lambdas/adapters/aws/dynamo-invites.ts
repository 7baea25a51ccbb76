import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { StoredInvite } from '#core/people/domain/invite-rules';
import type { InviteDirectory } from '#core/people/ports/invites';
import { queryUserItems } from './query-all';
import { cancellationReasons, type TransactItem } from './condition-failed';

/**
 * A JOIN's use of the invite, for the transaction that makes the link: the code item marked used by `by` only while
 * unused and unexpired at `at` (first: its failed condition means stale), then the owner's copy alike.
 */
export function inviteUsed(
  dataTable: string,
  invite: StoredInvite,
  by: string,
  at: string,
): [TransactItem, TransactItem] {
  const used = { ...invite, usedBy: by, usedAt: at };
  const markUsed = (key: Record<string, string>, condition: boolean): TransactItem => ({
    Update: {
      TableName: dataTable,
      Key: key,
      UpdateExpression: 'SET #invite = :used',
      ...(condition
        ? {
            ConditionExpression:
              'attribute_exists(pk) AND attribute_not_exists(#invite.usedBy) AND #invite.expiresAt > :at',
            ExpressionAttributeValues: { ':used': used, ':at': at },
          }
        : { ExpressionAttributeValues: { ':used': used } }),
      ExpressionAttributeNames: { '#invite': 'invite' },
    },
  });
  return [markUsed(keys.invite(invite.code), true), markUsed(keys.ownerInvite(invite.ownerId, invite.code), false)];
}

/** An owner's invites: pk=INVITE#<code> (how a JOIN finds it) and a copy under the owner (how Settings lists them). */
export function dynamoInvites(doc: DynamoDBDocumentClient, dataTable: string): InviteDirectory {
  /** Kept a month past its validity (TTL, epoch s): a late JOIN still finds it, and gets the same answer as a wrong code. */
  const inviteTtl = (invite: StoredInvite) => Math.ceil(Date.parse(invite.expiresAt) / 1000) + 30 * 24 * 3600;
  const inviteOf = (item: Record<string, unknown> | undefined) => (item?.invite as StoredInvite | undefined) ?? null;

  const directory: InviteDirectory = {
    async createInvite(invite) {
      const ttl = inviteTtl(invite);
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: dataTable,
                  Item: { ...keys.invite(invite.code), type: 'invite', invite, expiresAt: ttl },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: dataTable,
                  Item: {
                    ...keys.ownerInvite(invite.ownerId, invite.code),
                    type: 'owner_invite',
                    invite,
                    expiresAt: ttl,
                  },
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return false;
        throw error;
      }
    },

    async invite(code) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: dataTable, Key: keys.invite(code), ConsistentRead: true }),
      );
      return inviteOf(Item);
    },

    async invitesOf(ownerId) {
      const items = await queryUserItems(doc, dataTable, keys.userPartition(ownerId).pk, keys.ownerInvitePrefix, true);
      return items
        .flatMap((item) => {
          const invite = inviteOf(item);
          return invite ? [invite] : [];
        })
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    async dropInvites(ownerId) {
      const invites = await directory.invitesOf(ownerId);
      for (const invite of invites) {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              { Delete: { TableName: dataTable, Key: keys.invite(invite.code) } },
              { Delete: { TableName: dataTable, Key: keys.ownerInvite(ownerId, invite.code) } },
            ],
          }),
        );
      }
    },
  };
  return directory;
}
