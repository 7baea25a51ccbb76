import { randomUUID } from 'node:crypto';
import type { Reminder } from '#core/reminders/domain/reminder';
import type { User } from '#core/users/domain/user';
import { sendNag } from '#core/nags/use-cases/send-nag';
import { keys } from '#shared/db/keys';
import { adminApi } from '../../support/admin-api';
import { recordingSmsSender } from '../../support/recording-sms-sender';

/**
 * Each test runs in its own far-off month, so the month's stats item is this test's alone (test files share one
 * database and the all-time item moves with everyone's events).
 */
const api = adminApi();
let token: string;
let callerId: string;
beforeAll(async () => {
  ({ token, callerId } = await api.adminToken());
});

const del = (userId: string, as = token) => api.call('adminDeleteUser', { token: as, pathParameters: { userId } });
const monthItem = async (month: string) => (await api.read(keys.monthlyStats(month))) ?? {};

/** A user with everything a user can have: reminders with live schedules, nags, texts, a completion, a subscription. */
async function fullUser(month: string): Promise<{ user: User; reminders: Reminder[] }> {
  api.clock.set(`${month}-10T12:00:00.000Z`);
  token = (await api.adminToken()).token; // tokens expire on the moved clock
  const user = await api.createUser({ firstName: 'Doomed', lastName: `Person${randomUUID().slice(0, 6)}` });
  const subscription = {
    id: `sub_${randomUUID()}`,
    customerId: `cus_${randomUUID()}`,
    userId: user.id,
    status: 'active' as const,
    startDate: user.createdAt,
    cancelAtPeriodEnd: false,
  };
  api.billing.subscriptions.set(subscription.id, subscription);
  await api.deps.users.recordSubscriptionState(
    user.id,
    {
      stripeCustomerId: subscription.customerId,
      subscriptionId: subscription.id,
      subscriptionStatus: 'active',
      subscriptionStateAt: 1,
    },
    api.clock.now().toISOString(),
  );
  await api.deps.stats.record(`test-open#${subscription.id}`, api.clock.now(), {
    activeSubscriptions: 1,
    newSubscriptions: 1,
  });

  const reminders: Reminder[] = [];
  for (const task of ['Water the plants', 'Call mom']) {
    const id = randomUUID();
    const ref = await api.deps.reminders.allocateRef(user.id);
    const nagId = `${id}.x.1`;
    const reminder: Reminder = {
      id,
      userId: user.id,
      ref,
      task,
      repeat: 'daily',
      anchorDate: '2099-01-01',
      wallTime: '09:00',
      status: 'pending',
      occurrenceDate: '2099-01-01',
      occurrenceAt: '2099-01-01T14:00:00.000Z',
      nagCount: 1,
      nextNag: { id: nagId, attempt: 2, at: '2099-01-01T14:30:00.000Z' },
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
      version: 1,
    };
    await api.deps.reminders.create(reminder);
    await api.scheduler.scheduleAt(`nag-${nagId}`, new Date(reminder.nextNag!.at), {
      userId: user.id,
      reminderId: id,
      nagId,
    });
    await api.deps.nagRecords.claim({
      id: `${id}.x.0`,
      userId: user.id,
      reminderId: id,
      occurrenceDate: '2099-01-01',
      attempt: 1,
      message: `Reminder: ${task}`,
      status: 'pending',
      scheduledTime: '2099-01-01T14:00:00.000Z',
    });
    await api.deps.nagRecords.update(user.id, `${id}.x.0`, {
      status: 'failed',
      failureReason: 'carrier',
      failedAt: api.clock.now().toISOString(),
    });
    reminders.push(reminder);
  }
  await api.deps.reminders.recordCompletion({
    userId: user.id,
    reminderId: reminders[0]!.id,
    occurrenceDate: '2098-12-31',
    occurrenceAt: '2098-12-31T14:00:00.000Z',
    completedAt: '2098-12-31T14:05:00.000Z',
    outcome: 'done',
    via: 'sms',
    nagStyle: 'standard',
  });
  for (const [direction, body] of [
    ['outbound', 'Reminder: Water the plants'],
    ['inbound', 'DONE'],
  ] as const) {
    await api.deps.messages.record({
      id: randomUUID(),
      userId: user.id,
      direction,
      from: direction === 'outbound' ? '+18005550100' : user.phoneNumber,
      to: direction === 'outbound' ? user.phoneNumber : '+18005550100',
      body,
      status: 'delivered',
      receivedAt: api.clock.now().toISOString(),
      providerMessageId: `pm-${randomUUID()}`,
    });
  }
  return { user: (await api.deps.users.get(user.id))!, reminders };
}

/** Everything anywhere that still names the user: their partition, guard, index entries, schedules, failed texts. */
async function leftoversOf(user: User, indexEntries: string[]) {
  const entries = [];
  for (const pk of indexEntries) entries.push(...(await api.partition(pk)).filter((item) => item.userId === user.id));
  const failed = (await api.deps.failedTexts.recent(50)).filter((t) => t.userId === user.id);
  return {
    partition: await api.partition(keys.userPartition(user.id).pk),
    guard: await api.read(keys.phoneGuard(user.phoneNumber)),
    entries,
    schedules: api.scheduler.list().filter((s) => s.payload.userId === user.id),
    failed,
  };
}

it('removes the user and everything theirs: no item, schedule, guard, index entry or failed text left; the subscription cancelled', async () => {
  const month = '2091-03';
  const { user, reminders } = await fullUser(month);
  const indexEntries = String((await api.read(keys.user(user.id)))!.indexEntries).split(' ');
  expect(indexEntries.length).toBeGreaterThan(10);
  const before = await leftoversOf(user, indexEntries);
  expect(before.partition.length).toBeGreaterThanOrEqual(9); // profile, 2 reminders, 2 nags, 2 texts, a completion, the ref counter
  expect(before.schedules).toHaveLength(2);
  expect(before.entries.length).toBe(indexEntries.length);
  expect(before.failed).toHaveLength(2);
  const dayBefore = Number((await api.read(keys.userDay(user.createdAt.slice(0, 10))))!.count);

  expect(await del(user.id)).toEqual({ status: 200, headers: expect.anything(), body: { id: user.id, deleted: true } });

  expect(await leftoversOf(user, indexEntries)).toEqual({
    partition: [],
    guard: null,
    entries: [],
    schedules: [],
    failed: [],
  });
  expect(api.billing.canceled).toContain(user.subscriptionId);
  expect(Number((await api.read(keys.userDay(user.createdAt.slice(0, 10))))!.count)).toBe(dayBefore - 1);
  expect((await api.call('adminGetUser', { token, pathParameters: { userId: user.id } })).status).toBe(404);

  // A nag whose schedule had already fired finds nobody and texts nobody.
  const sms = recordingSmsSender();
  const outcome = await sendNag(
    { ...api.deps, sms, sendPacer: { acquire: async () => undefined, perUserPerSecond: 1 } },
    {
      userId: user.id,
      reminderId: reminders[0]!.id,
      nagId: reminders[0]!.nextNag!.id,
    },
  );
  expect(outcome).toBe('no_user');
  expect(sms.sent).toEqual([]);

  // Counters: the month's users and subscriptions came off once.
  expect(await monthItem(month)).toMatchObject({ users: 0, newUsers: 1, activeSubscriptions: 0, newSubscriptions: 1 });
});

it('is safe to repeat: a second DELETE of a fully deleted user is a 404 and the counters do not move again', async () => {
  const month = '2091-04';
  const { user } = await fullUser(month);
  expect((await del(user.id)).status).toBe(200);
  const counters = await monthItem(month);
  expect(await del(user.id)).toMatchObject({ status: 404, body: { error: { message: 'User not found' } } });
  // The same events replayed (a retried request, a redelivered provider event) count nothing.
  expect(await api.deps.stats.record(`user-deleted#${user.id}`, api.clock.now(), { users: -1 })).toBe(false);
  expect(await monthItem(month)).toEqual(counters);
  expect(counters).toMatchObject({ users: 0, activeSubscriptions: 0 });
});

it('finishes after a failure half-way: the retry completes and answers the same, counting once', async () => {
  const month = '2091-05';
  const { user } = await fullUser(month);
  const cancel = api.billing.cancelSubscriptionNow;
  let failNext = true;
  api.billing.cancelSubscriptionNow = async (id) => {
    if (failNext) {
      failNext = false;
      throw new Error('Stripe is down');
    }
    return cancel(id);
  };
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // the 500 is logged, as it should be
  try {
    expect((await del(user.id)).status).toBe(500);
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining('Stripe is down'));
    // Texts stopped already: the user is deactivated, their session refused.
    expect(await api.deps.users.get(user.id)).toMatchObject({ isActive: false });
    expect((await api.call('adminStats', { token: await api.tokenFor(user) })).status).toBe(401);

    expect(await del(user.id)).toMatchObject({ status: 200, body: { id: user.id, deleted: true } });
    expect(await api.partition(keys.userPartition(user.id).pk)).toEqual([]);
    expect(await monthItem(month)).toMatchObject({ users: 0, activeSubscriptions: 0 });
  } finally {
    api.billing.cancelSubscriptionNow = cancel;
    quiet.mockRestore();
  }
});

it('sweeps what a nag in flight wrote after the user item went, and then says the user is gone', async () => {
  const user = await api.createUser();
  expect((await del(user.id)).status).toBe(200);
  await api.deps.messages.record({
    id: randomUUID(),
    userId: user.id,
    direction: 'outbound',
    from: '+18005550100',
    to: user.phoneNumber,
    body: 'late',
    status: 'pending',
    receivedAt: api.clock.now().toISOString(),
  });
  expect(await del(user.id)).toMatchObject({ status: 200, body: { deleted: true } });
  expect(await api.partition(keys.userPartition(user.id).pk)).toEqual([]);
  expect((await del(user.id)).status).toBe(404);
});

it('refuses to delete the account the admin is logged in with', async () => {
  const self = await api.createUser();
  await api.deps.users.update(self.id, { role: 'admin' }, api.clock.now().toISOString());
  const selfToken = await api.tokenFor((await api.deps.users.get(self.id))!);
  expect(await del(self.id, selfToken)).toMatchObject({
    status: 409,
    body: { error: { message: 'You cannot delete the account you are logged in with.' } },
  });
  expect(await api.deps.users.get(self.id)).toMatchObject({ isActive: true });
  expect(callerId).toMatch(/^admin:/);
});
