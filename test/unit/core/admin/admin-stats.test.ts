import { memoryStats } from '../../../support/memory/memory-stats';
import { adminStats } from '#core/admin/use-cases/admin-stats';
import { fakeClock } from '../../../support/fake-clock';

describe('stats counters and GET /admin/stats', () => {
  it('counts each event once, per month and in total, and shows 12 months oldest first with revenue in dollars', async () => {
    const stats = memoryStats();
    const clock = fakeClock('2025-06-10T12:00:00.000Z');
    expect(await stats.record('user-created#u1', new Date('2025-06-01T00:00:00Z'), { users: 1, newUsers: 1 })).toBe(
      true,
    );
    expect(await stats.record('user-created#u1', new Date('2025-06-01T00:00:00Z'), { users: 1, newUsers: 1 })).toBe(
      false,
    );
    await stats.record('user-created#u2', new Date('2025-05-20T00:00:00Z'), { users: 1, newUsers: 1 });
    await stats.record('evt_1:revenue', new Date('2025-05-21T00:00:00Z'), { revenueCents: 499 });
    await stats.record('evt_2:revenue', new Date('2025-06-02T00:00:00Z'), { revenueCents: 499 });
    await stats.record('evt_3:subscription-opened', new Date('2025-06-02T00:00:00Z'), {
      activeSubscriptions: 1,
      newSubscriptions: 1,
    });
    await stats.record('sms#m1', new Date('2024-06-30T23:00:00Z'), { messagesSent: 1 });
    await stats.record('sms#m2', new Date('2025-06-03T00:00:00Z'), { messagesSent: 1 });
    await stats.record('call#c1', new Date('2025-06-04T00:00:00Z'), { callsPlaced: 1 });
    await stats.record('user-deleted#u2', new Date('2025-06-04T00:00:00Z'), { users: -1 });
    await stats.record('user-deleted#u2', new Date('2025-06-04T00:00:00Z'), { users: -1 });
    // Joined People is a level: two links made live, one of them ended.
    await stats.record('person-joined#u1#p1', new Date('2025-05-30T00:00:00Z'), { joinedPeople: 1 });
    await stats.record('person-joined#u1#p2', new Date('2025-06-01T00:00:00Z'), { joinedPeople: 1 });
    await stats.record('person-ended#u1#p2', new Date('2025-06-05T00:00:00Z'), { joinedPeople: -1 });

    const result = await adminStats({ stats, clock });
    expect(result).toMatchObject({
      totalUsers: 1,
      totalSubscriptions: 1,
      totalMessages: 2,
      totalRevenue: 9.98,
      totalCalls: 1,
      totalJoinedPeople: 1,
    });
    expect(result.monthlyStats.map((m) => m.month)).toEqual([
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    expect(result.monthlyStats.at(-2)).toEqual({
      month: '2025-05',
      revenue: 4.99,
      newUsers: 1,
      newSubscriptions: 0,
      messagesSent: 0,
      callsPlaced: 0,
    });
    expect(result.monthlyStats.at(-1)).toEqual({
      month: '2025-06',
      revenue: 4.99,
      newUsers: 1,
      newSubscriptions: 1,
      messagesSent: 1,
      callsPlaced: 1,
    });
    expect(result.monthlyStats[0]).toEqual({
      month: '2024-07',
      revenue: 0,
      newUsers: 0,
      newSubscriptions: 0,
      messagesSent: 0,
      callsPlaced: 0,
    });
  });

  it('never shows a negative level', async () => {
    const stats = memoryStats();
    await stats.record('user-deleted#old', new Date('2025-06-04T00:00:00Z'), { users: -1, activeSubscriptions: -1 });
    await stats.record('person-ended#old#p1', new Date('2025-06-04T00:00:00Z'), { joinedPeople: -1 });
    expect(await adminStats({ stats, clock: fakeClock('2025-06-10T12:00:00.000Z') })).toMatchObject({
      totalUsers: 0,
      totalSubscriptions: 0,
      totalJoinedPeople: 0,
    });
  });
});
