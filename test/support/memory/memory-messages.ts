import type { Message } from '#core/texting/domain/message';
import type { MessageRepository } from '#core/texting/ports/messages';
import type { StatsCounters } from '#core/kernel/stat-counters';

/** In-memory messages for fast unit tests; same contract as the DynamoDB adapter (counters go to `stats`). */
export function memoryMessages(stats?: Pick<StatsCounters, 'record'>): MessageRepository {
  const stored = new Map<string, Message>();
  // Mirrors the DynamoDB sort key, so ordering and duplicate detection match.
  const keyOf = (m: Pick<Message, 'userId' | 'receivedAt' | 'id'>) => `${m.userId}|${m.receivedAt}#${m.id}`;
  return {
    async record(message, counters) {
      const key = keyOf(message);
      if (stored.has(key)) return false;
      if (counters && !stats) throw new Error('memoryMessages was made without stats: counting needs them');
      stored.set(key, structuredClone(message));
      if (counters) await stats!.record(`message#${key}`, new Date(message.receivedAt), counters);
      return true;
    },
    async listForUser(userId) {
      return [...stored.entries()]
        .filter(([, m]) => m.userId === userId)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, m]) => structuredClone(m));
    },
    async listSince(userId, since) {
      return (await this.listForUser(userId)).filter((m) => m.receivedAt >= since);
    },
    async findByProviderMessageId(providerMessageId) {
      const found = [...stored.values()].find(
        (m) => m.direction === 'outbound' && m.providerMessageId === providerMessageId,
      );
      return found ? structuredClone(found) : null;
    },
    async setStatus(message, status) {
      const found = stored.get(keyOf(message));
      if (found) found.status = status;
    },
    async setCallResult(message, result, replacing) {
      const found = stored.get(keyOf(message));
      if (!found || (found.callResult !== undefined && !replacing.includes(found.callResult))) return false;
      found.callResult = result;
      return true;
    },
  };
}
