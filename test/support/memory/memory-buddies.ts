import { fail } from '#core/kernel/errors';
import type { StoredBuddy } from '#core/users/domain/user';
import type { UserRepository } from '#core/users/ports/users';
import type { BuddyAsRead, BuddyDirectory } from '#core/escalation/ports/buddies';
import type { StoredInvite } from '#core/people/domain/invite-rules';
import { BUDDY_CHANGED_MESSAGE } from '../../../lambdas/adapters/aws/dynamo-buddies';

const sameAsRead = (buddy: StoredBuddy | undefined, asRead: BuddyAsRead | null) =>
  asRead ? buddy?.phoneNumber === asRead.phoneNumber && buddy.askedAt === asRead.askedAt : buddy === undefined;

/** In-memory buddies over the memory users, for unit tests; same contract as the DynamoDB adapter. */
export function memoryBuddies(
  users: UserRepository,
  invites: Map<string, StoredInvite>,
): BuddyDirectory & { links: Map<string, Set<string>> } {
  const links = new Map<string, Set<string>>();
  const linksOf = (e164: string) => links.get(e164) ?? links.set(e164, new Set()).get(e164)!;
  async function write(userId: string, asRead: BuddyAsRead | null, buddy: StoredBuddy | null, updatedAt: string) {
    const user = await users.get(userId);
    if (!user) return null;
    if (!sameAsRead(user.buddy, asRead)) fail('conflict', BUDDY_CHANGED_MESSAGE);
    if (asRead) linksOf(asRead.phoneNumber).delete(userId);
    if (buddy) linksOf(buddy.phoneNumber).add(userId);
    return users.update(userId, { buddy }, updatedAt);
  }
  return {
    links,
    async join(invite, buddy, current, at) {
      const stored = invites.get(invite.code);
      const user = await users.get(invite.ownerId);
      if (!stored || stored.usedBy !== undefined || stored.expiresAt <= at) return 'stale';
      if (!user || !sameAsRead(user.buddy, current)) return 'stale';
      invites.set(invite.code, { ...stored, usedBy: buddy.phoneNumber, usedAt: at });
      await write(invite.ownerId, current, buddy, at);
      return 'joined';
    },
    async lookup(e164) {
      return { ownerIds: [...linksOf(e164)] };
    },
    set: (userId, buddy, current, updatedAt) => write(userId, current, buddy, updatedAt),
    remove: (userId, current, updatedAt) => write(userId, current, null, updatedAt),
    async answer(userId, asRead, from, to, answeredAt) {
      const user = await users.get(userId);
      if (!user?.buddy || !sameAsRead(user.buddy, asRead) || !from.includes(user.buddy.status)) return null;
      return users.update(userId, { buddy: { ...user.buddy, status: to, answeredAt } }, answeredAt);
    },
  };
}
