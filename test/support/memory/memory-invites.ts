import type { StoredInvite } from '#core/people/domain/invite-rules';
import type { InviteDirectory } from '#core/people/ports/invites';

/** In-memory invites, for unit tests; same contract as the DynamoDB adapter. `stored` is shared with memoryBuddies' JOIN. */
export function memoryInvites(stored = new Map<string, StoredInvite>()): InviteDirectory & {
  stored: Map<string, StoredInvite>;
} {
  return {
    stored,
    async createInvite(invite) {
      if (stored.has(invite.code)) return false;
      stored.set(invite.code, { ...invite });
      return true;
    },
    async invite(code) {
      const found = stored.get(code);
      return found ? { ...found } : null;
    },
    async invitesOf(ownerId) {
      return [...stored.values()]
        .filter((i) => i.ownerId === ownerId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async dropInvites(ownerId) {
      for (const [code, invite] of stored) if (invite.ownerId === ownerId) stored.delete(code);
    },
  };
}
