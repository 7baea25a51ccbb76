import type { NagRecord } from '#core/reminders/domain/nag-record';
import type { NagRecordRepository } from '#core/reminders/ports/nag-records';

/** In-memory nags for fast unit tests; same contract as the DynamoDB adapter. */
export function memoryNagRecords(): NagRecordRepository {
  const stored = new Map<string, NagRecord>();
  const keyOf = (userId: string, id: string) => `${userId}|${id}`;
  const slots = new Map<string, number>();
  return {
    async claim(notification, share) {
      const key = keyOf(notification.userId, notification.id);
      if (stored.has(key)) return 'duplicate';
      if (share) {
        const slot = `${notification.userId}|${share.second}`;
        const used = slots.get(slot) ?? 0;
        if (used >= share.limit) return 'over_share';
        slots.set(slot, used + 1);
      }
      stored.set(key, structuredClone(notification));
      return 'claimed';
    },
    async get(userId, id) {
      const found = stored.get(keyOf(userId, id));
      return found ? structuredClone(found) : null;
    },
    async update(userId, id, changes, onlyIfStatus) {
      const found = stored.get(keyOf(userId, id));
      if (!found || (onlyIfStatus && found.status !== onlyIfStatus)) return;
      for (const [name, value] of Object.entries(changes))
        if (value !== undefined) (found as unknown as Record<string, unknown>)[name] = value;
    },
    async release(userId, id) {
      stored.delete(keyOf(userId, id));
    },
    async listForUser(userId) {
      return [...stored.values()]
        .filter((n) => n.userId === userId)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((n) => structuredClone(n));
    },
    async findByProviderMessageId(providerMessageId) {
      const found = [...stored.values()].find((n) => n.providerMessageId === providerMessageId);
      return found ? structuredClone(found) : null;
    },
  };
}
