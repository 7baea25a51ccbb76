import type { EscalationKind, EscalationUsage } from '#core/escalation/ports/escalation-usage';

/** Calls and buddy texts per user and UTC month, in memory. */
export function memoryEscalationUsage(): EscalationUsage {
  const counts = new Map<string, number>();
  const key = (userId: string, kind: EscalationKind, at: Date) => `${userId}#${at.toISOString().slice(0, 7)}#${kind}`;
  return {
    async take(userId, kind, at, cap) {
      const current = counts.get(key(userId, kind, at)) ?? 0;
      if (current >= cap) return false;
      counts.set(key(userId, kind, at), current + 1);
      return true;
    },
    async giveBack(userId, kind, at) {
      const current = counts.get(key(userId, kind, at)) ?? 0;
      if (current > 0) counts.set(key(userId, kind, at), current - 1);
    },
    async monthOf(userId, at) {
      return {
        call: counts.get(key(userId, 'call', at)) ?? 0,
        buddyText: counts.get(key(userId, 'buddyText', at)) ?? 0,
      };
    },
  };
}
