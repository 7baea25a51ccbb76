import type { Message } from '../../../lambdas/core/texting/domain/message';
import type { MessageRepository } from '../../../lambdas/core/texting/ports/messages';

/** In-memory messages for fast unit tests; same contract as the DynamoDB adapter. */
export function memoryMessages(): MessageRepository {
  const stored = new Map<string, Message>();
  // Mirrors the DynamoDB sort key, so ordering and duplicate detection match.
  const keyOf = (m: Pick<Message, 'userId' | 'receivedAt' | 'id'>) => `${m.userId}|${m.receivedAt}#${m.id}`;
  return {
    async record(message) {
      const key = keyOf(message);
      if (stored.has(key)) return false;
      stored.set(key, structuredClone(message));
      return true;
    },
    async listForUser(userId) {
      return [...stored.entries()]
        .filter(([, m]) => m.userId === userId)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, m]) => structuredClone(m));
    },
    async findByProviderMessageId(providerMessageId) {
      const found = [...stored.values()].find((m) => m.direction === 'outbound' && m.providerMessageId === providerMessageId);
      return found ? structuredClone(found) : null;
    },
    async setStatus(message, status) {
      const found = stored.get(keyOf(message));
      if (found) found.status = status;
    },
  };
}
