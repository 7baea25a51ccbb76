import { isEnded, type Recovery } from '#core/recovery/domain/recovery';
import type { Recoveries } from '#core/recovery/ports/recoveries';

/** The recoveries in memory, with the same conditional writes as the DynamoDB adapter. */
export function memoryRecoveries(): Recoveries & { all: Map<string, Recovery> } {
  const all = new Map<string, Recovery>();
  const open = new Map<string, string>();
  return {
    all,
    async get(id) {
      const found = all.get(id);
      return found ? { ...found } : null;
    },
    async openOf(userId) {
      const id = open.get(userId);
      const found = id ? all.get(id) : undefined;
      return found ? { ...found } : null;
    },
    async start(recovery, previous, at) {
      if ((open.get(recovery.userId) ?? null) !== (previous?.id ?? null) || all.has(recovery.id)) return false;
      if (previous && !isEnded(previous.state)) {
        const replaced = all.get(previous.id);
        if (!replaced || replaced.state !== previous.state) return false;
        all.set(previous.id, { ...replaced, state: 'cancelled', endedAt: at, endedBy: 'replaced' });
      }
      all.set(recovery.id, { ...recovery });
      open.set(recovery.userId, recovery.id);
      return true;
    },
    async transition(id, from, to, changes = {}) {
      const current = all.get(id);
      if (!current || current.state !== from) return false;
      const reopens = isEnded(from) && !isEnded(to);
      if (reopens && (open.get(current.userId) ?? id) !== id) return false;
      all.set(id, { ...current, ...changes, state: to });
      if (reopens) open.set(current.userId, id);
      if (isEnded(to) && open.get(current.userId) === id) open.delete(current.userId);
      return true;
    },
  };
}
