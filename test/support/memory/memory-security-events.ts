import type { SecurityEvent, SecurityEvents } from '#core/auth/ports/security-events';

/** The security events in memory, with every record kept (`all`) for the tests to read. */
export function memorySecurityEvents(): SecurityEvents & { all: (SecurityEvent & { userId: string; id: string })[] } {
  const all: (SecurityEvent & { userId: string; id: string })[] = [];
  return {
    all,
    async record(userId, event) {
      all.push({ userId, ...event });
    },
    async newestFirst(userId, limit) {
      return all
        .filter((event) => event.userId === userId)
        .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)))
        .slice(0, limit)
        .map(({ type, at }) => ({ type, at }));
    },
  };
}
