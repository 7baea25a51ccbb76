import type { ContactMessage } from '#shared/contracts/admin';
import type { ContactMessageRepository } from '#core/contact/ports/contact-messages';

/** In-memory contact messages for fast unit tests; same contract as the DynamoDB adapter. */
export function memoryContactMessages(): ContactMessageRepository {
  const stored = new Map<string, ContactMessage>();
  // Mirrors gsi1sk, so the order matches DynamoDB's.
  const sortKey = (m: ContactMessage) => `${m.createdAt}#${m.id}`;
  return {
    async add(message) {
      if (stored.has(message.id)) throw new Error(`Contact message ${message.id} already exists`);
      stored.set(message.id, structuredClone(message));
    },
    async countFrom(email, from, to) {
      const address = email.toLowerCase();
      return [...stored.values()].filter(
        (m) => m.email.toLowerCase() === address && m.createdAt >= from && m.createdAt <= to,
      ).length;
    },
    async list({ page, limit }) {
      const newest = [...stored.values()].sort((a, b) =>
        sortKey(a) < sortKey(b) ? 1 : sortKey(a) > sortKey(b) ? -1 : 0,
      );
      return {
        messages: newest.slice((page - 1) * limit, page * limit).map((m) => structuredClone(m)),
        total: newest.length,
      };
    },
  };
}
