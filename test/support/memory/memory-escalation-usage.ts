import type { EscalationKind, EscalationUsage } from '#core/escalation/ports/escalation-usage';

/** Calls and buddy texts per user and month (the account's, 'YYYY-MM'), in memory. */
export function memoryEscalationUsage(): EscalationUsage {
  const counts = new Map<string, number>();
  const key = (userId: string, kind: EscalationKind, month: string) => `${userId}#${month}#${kind}`;
  return {
    async take(userId, kind, month, cap) {
      const current = counts.get(key(userId, kind, month)) ?? 0;
      if (current >= cap) return false;
      counts.set(key(userId, kind, month), current + 1);
      return true;
    },
    async giveBack(userId, kind, month) {
      const current = counts.get(key(userId, kind, month)) ?? 0;
      if (current > 0) counts.set(key(userId, kind, month), current - 1);
    },
    async monthOf(userId, month) {
      return {
        call: counts.get(key(userId, 'call', month)) ?? 0,
        buddyText: counts.get(key(userId, 'buddyText', month)) ?? 0,
      };
    },
  };
}
