import { randomUUID } from 'node:crypto';
import { adminApi } from '../../support/admin-api';

describe('GET /admin/stats and GET /admin/failed-texts on DynamoDB Local', () => {
  const api = adminApi();

  it('reads the counters: the last 12 months oldest first (this test alone writes in 2093), totals, revenue in dollars', async () => {
    api.clock.set('2093-06-15T12:00:00.000Z');
    const { token } = await api.adminToken();
    await api.createUser({ createdAt: '2093-05-02T10:00:00.000Z' });
    await api.createUser({ createdAt: '2093-06-01T10:00:00.000Z' });
    const gone = await api.createUser({ createdAt: '2093-06-02T10:00:00.000Z' });
    await api.deps.stats.record(`evt_${randomUUID()}:revenue`, new Date('2093-05-20T00:00:00Z'), { revenueCents: 499 });
    await api.deps.stats.record(`evt_${randomUUID()}:revenue`, new Date('2093-06-20T00:00:00Z'), { revenueCents: 998 });
    await api.deps.stats.record(`evt_${randomUUID()}:subscription-opened`, new Date('2093-06-03T00:00:00Z'), {
      activeSubscriptions: 1,
      newSubscriptions: 1,
    });
    for (let i = 0; i < 3; i += 1)
      await api.deps.stats.record(`sms#${randomUUID()}`, new Date('2093-06-04T00:00:00Z'), { messagesSent: 1 });
    expect((await api.call('adminDeleteUser', { token, pathParameters: { userId: gone.id } })).status).toBe(200);

    const { status, body } = await api.call('adminStats', { token });
    expect(status).toBe(200);
    expect(body.monthlyStats).toHaveLength(12);
    expect(body.monthlyStats[0]).toEqual({
      month: '2092-07',
      revenue: 0,
      newUsers: 0,
      newSubscriptions: 0,
      messagesSent: 0,
      callsPlaced: 0,
    });
    expect(body.monthlyStats.slice(-2)).toEqual([
      { month: '2093-05', revenue: 4.99, newUsers: 1, newSubscriptions: 0, messagesSent: 0, callsPlaced: 0 },
      { month: '2093-06', revenue: 9.98, newUsers: 2, newSubscriptions: 1, messagesSent: 3, callsPlaced: 0 },
    ]);
    // All-time totals move with every test file's events at once: only floors can be checked here.
    expect(body.totalRevenue).toBeGreaterThanOrEqual(14.97);
    expect(body.totalMessages).toBeGreaterThanOrEqual(3);
    expect(Object.keys(body).sort()).toEqual([
      'monthlyStats',
      'totalCalls',
      'totalJoinedPeople',
      'totalMessages',
      'totalRevenue',
      'totalSubscriptions',
      'totalUsers',
    ]);
  });

  it('Joined People: the live links across all users, one that left not counted; the owner deleted takes theirs off', async () => {
    api.clock.set('2095-03-15T12:00:00.000Z');
    const { token } = await api.adminToken();
    // Files of one worker run one after another on its tables: nothing else moves the totals meanwhile.
    const joinedPeople = async () => (await api.call('adminStats', { token })).body.totalJoinedPeople as number;
    const before = await joinedPeople();
    const user = await api.createUser();
    await api.joinPerson(user, 'Mom');
    api.clock.advanceMinutes(1);
    const dad = await api.joinPerson(user, 'Dad');
    api.clock.advanceMinutes(1);
    await api.deps.people.end(dad, 'left', api.clock.now().toISOString());
    expect(await joinedPeople()).toBe(before + 1);
    // This test alone writes in 2095: the month's own counter moved by two JOINs and one LEAVE.
    expect((await api.deps.stats.months(['2095-03']))[0]!.counters.joinedPeople).toBe(1);

    expect((await api.call('adminDeleteUser', { token, pathParameters: { userId: user.id } })).status).toBe(200);
    expect(await joinedPeople()).toBe(before);
  });

  it('lists recent failed texts newest first, with whose they were', async () => {
    api.clock.set('2094-01-01T00:00:00.000Z');
    const { token } = await api.adminToken();
    const user = await api.createUser({ firstName: 'Failing', lastName: 'Phone' });
    for (const [id, minute] of [
      ['older', 1],
      ['newer', 2],
    ] as const) {
      await api.deps.nagRecords.claim({
        id,
        userId: user.id,
        reminderId: 'r',
        occurrenceDate: '2094-01-01',
        attempt: 1,
        message: `Nag ${id}`,
        status: 'pending',
        scheduledTime: '2094-01-01T00:00:00.000Z',
      });
      await api.deps.nagRecords.update(user.id, id, {
        status: 'failed',
        failureReason: 'Carrier blocked',
        failedAt: `2094-01-01T00:0${minute}:00.000Z`,
      });
    }
    // The older one was sent once more (a failing number's retry): the list says so.
    await api.deps.nagRecords.update(user.id, 'older', { retriedAt: '2094-01-01T00:11:00.000Z' });
    const { status, body } = await api.call('adminFailedTexts', { token, query: { limit: '2' } });
    expect(status).toBe(200);
    expect(body.texts).toEqual([
      {
        userId: user.id,
        userName: 'Failing Phone',
        nagId: 'newer',
        message: 'Nag newer',
        failureReason: 'Carrier blocked',
        failedAt: '2094-01-01T00:02:00.000Z',
      },
      {
        userId: user.id,
        userName: 'Failing Phone',
        nagId: 'older',
        message: 'Nag older',
        failureReason: 'Carrier blocked',
        failedAt: '2094-01-01T00:01:00.000Z',
        resentAt: '2094-01-01T00:11:00.000Z',
      },
    ]);
    expect((await api.call('adminFailedTexts', { token, query: { limit: '500' } })).status).toBe(400);
  });
});
