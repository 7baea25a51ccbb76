import { fail } from '#core/kernel/errors';
import type { StoredBuddy } from '#core/users/domain/user';
import type { UserRepository } from '#core/users/ports/users';
import type { BuddyAsRead, BuddyDirectory } from '#core/escalation/ports/buddies';
import type { StoredInvite } from '#core/escalation/domain/invite-rules';
import { BUDDY_CHANGED_MESSAGE } from '../../../lambdas/adapters/aws/dynamo-buddies';

const sameAsRead = (buddy: StoredBuddy | undefined, asRead: BuddyAsRead | null) =>
  asRead ? buddy?.phoneNumber === asRead.phoneNumber && buddy.askedAt === asRead.askedAt : buddy === undefined;

/** In-memory buddies over the memory users, for unit tests; same contract as the DynamoDB adapter. */
export function memoryBuddies(
  users: UserRepository,
): BuddyDirectory & { links: Map<string, Set<string>>; invites: Map<string, StoredInvite> } {
  const links = new Map<string, Set<string>>();
  const invites = new Map<string, StoredInvite>();
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
    invites,
    async createInvite(invite) {
      if (invites.has(invite.code)) return false;
      invites.set(invite.code, { ...invite });
      return true;
    },
    async invite(code) {
      const found = invites.get(code);
      return found ? { ...found } : null;
    },
    async invitesOf(ownerId) {
      return [...invites.values()]
        .filter((i) => i.ownerId === ownerId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async join(invite, buddy, current, at) {
      const stored = invites.get(invite.code);
      const user = await users.get(invite.ownerId);
      if (!stored || stored.usedBy !== undefined || stored.expiresAt <= at) return 'stale';
      if (!user || !sameAsRead(user.buddy, current)) return 'stale';
      invites.set(invite.code, { ...stored, usedBy: buddy.phoneNumber, usedAt: at });
      await write(invite.ownerId, current, buddy, at);
      return 'joined';
    },
    async dropInvites(ownerId) {
      for (const [code, invite] of invites) if (invite.ownerId === ownerId) invites.delete(code);
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
