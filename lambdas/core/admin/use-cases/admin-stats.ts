import type { AdminStats } from '#shared/contracts/admin';
import { lastMonths } from '../domain/stats-months';
import type { AdminPorts } from '../admin-ports';

export const STATS_MONTHS = 12;

const dollars = (cents: number | undefined) => Math.round(cents ?? 0) / 100;

/** GET /admin/stats: the all-time counters and the last 12 months (oldest first), read from counters, never a scan. */
export async function adminStats({ stats, clock }: Pick<AdminPorts, 'stats' | 'clock'>): Promise<AdminStats> {
  const [totals, months] = await Promise.all([stats.totals(), stats.months(lastMonths(clock.now(), STATS_MONTHS))]);
  return {
    totalUsers: Math.max(0, totals.users ?? 0),
    totalSubscriptions: Math.max(0, totals.activeSubscriptions ?? 0),
    totalMessages: totals.messagesSent ?? 0,
    totalRevenue: dollars(totals.revenueCents),
    totalCalls: totals.callsPlaced ?? 0,
    totalJoinedPeople: Math.max(0, totals.joinedPeople ?? 0),
    monthlyStats: months.map(({ month, counters }) => ({
      month,
      revenue: dollars(counters.revenueCents),
      newUsers: counters.newUsers ?? 0,
      newSubscriptions: counters.newSubscriptions ?? 0,
      messagesSent: counters.messagesSent ?? 0,
      callsPlaced: counters.callsPlaced ?? 0,
    })),
  };
}
