import { randomUUID } from 'node:crypto';
import type { Reminder } from '#core/reminders/domain/reminder';
import type { User } from '#core/users/domain/user';
import { adminApi, type AdminRoute } from '../../support/admin-api';

const api = adminApi();
let token: string;
let user: User;

const at = (day: number, hour = 9) =>
  `2025-04-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

beforeAll(async () => {
  token = (await api.adminToken()).token;
  user = await api.createUser({ firstName: 'List', lastName: 'Owner' });
  const reminders: [string, Reminder['repeat'], Reminder['status'], number][] = [
    ['Water the plants', 'daily', 'pending', 3],
    ['Pay rent', 'monthly', 'done', 1],
    ['Call mom', 'once', 'snoozed', 5],
    ['Book dentist', 'once', 'done', 2],
    ['Stretch', 'weekly', 'pending', 4],
  ];
  for (const [task, repeat, status, day] of reminders) {
    await api.deps.reminders.create({
      id: `r-${task.replace(/\s/g, '-').toLowerCase()}`,
      userId: user.id,
      ref: String(day),
      task,
      repeat,
      anchorDate: at(day).slice(0, 10),
      wallTime: '09:00',
      status,
      occurrenceDate: at(day).slice(0, 10),
      occurrenceAt: at(day),
      nagCount: 0,
      createdAt: at(day, 1),
      updatedAt: at(day, 1),
      version: 1,
    });
  }
  const nags: [string, 'pending' | 'sent' | 'failed', number][] = [
    ['Reminder: Water the plants', 'sent', 1],
    ['Still waiting: Water the plants', 'failed', 2],
    ['Reminder: Pay rent', 'sent', 3],
    ['Reminder: Call mom', 'pending', 4],
    ['Reminder: Stretch', 'sent', 5],
  ];
  for (const [message, status, day] of nags) {
    const id = `n${day}`;
    await api.deps.nagRecords.claim({
      id,
      userId: user.id,
      reminderId: 'r',
      occurrenceDate: at(day).slice(0, 10),
      attempt: day,
      message,
      status: 'pending',
      scheduledTime: at(day),
    });
    if (status !== 'pending')
      await api.deps.nagRecords.update(user.id, id, {
        status,
        ...(status === 'sent' ? { sentAt: at(day, 10) } : { failedAt: at(day, 10) }),
      });
  }
  const texts: ['outbound' | 'inbound', string, 'pending' | 'delivered' | 'failed', number][] = [
    ['outbound', 'Reminder: Water the plants', 'delivered', 1],
    ['inbound', 'DONE', 'delivered', 2],
    ['outbound', 'Nice work!', 'failed', 3],
    ['inbound', 'snooze 2h', 'delivered', 4],
    ['outbound', 'Snoozed until 11:00 AM', 'pending', 5],
  ];
  for (const [direction, body, status, day] of texts) {
    const ours = '+18005550100';
    await api.deps.messages.record({
      id: `m${day}`,
      userId: user.id,
      direction,
      from: direction === 'outbound' ? ours : user.phoneNumber,
      to: direction === 'outbound' ? user.phoneNumber : ours,
      body,
      status,
      receivedAt: at(day),
      // The provider's id: inbound texts have one, and outbound ones the carrier took (m1, m5; not m3, refused).
      ...(status !== 'failed' ? { providerMessageId: `provider-m${day}` } : {}),
    });
  }
});

const list = (route: AdminRoute, query: Record<string, string> = {}, userId = user.id) =>
  api.call(route, { token, pathParameters: { userId }, query });
const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('GET /admin/users/{userId}/tasks', () => {
  it('shows the admin vocabulary, by default soonest first', async () => {
    const { status, body } = await list('adminListTasks');
    expect(status).toBe(200);
    expect(body.total).toBe(5);
    expect(
      body.tasks.map((t: { task: string; status: string; repeat: string }) => [t.task, t.status, t.repeat]),
    ).toEqual([
      ['Pay rent', 'completed', 'monthly'],
      ['Book dentist', 'completed', 'none'],
      ['Water the plants', 'pending', 'daily'],
      ['Stretch', 'pending', 'weekly'],
      ['Call mom', 'pending', 'none'],
    ]);
    expect(body.tasks[0]).toEqual({
      id: 'r-pay-rent',
      task: 'Pay rent',
      scheduledTime: at(1),
      repeat: 'monthly',
      status: 'completed',
      createdAt: at(1, 1),
    });
  });

  it.each([
    [{ status: 'completed' }, ['r-pay-rent', 'r-book-dentist'], 2],
    [{ status: 'pending', sortOrder: 'desc' }, ['r-call-mom', 'r-stretch', 'r-water-the-plants'], 3],
    [{ searchTerm: 'RENT' }, ['r-pay-rent'], 1],
    [{ sortField: 'task' }, ['r-book-dentist', 'r-call-mom', 'r-pay-rent', 'r-stretch', 'r-water-the-plants'], 5],
    [{ sortField: 'task', sortOrder: 'desc', limit: '2' }, ['r-water-the-plants', 'r-stretch'], 5],
    [{ sortField: 'task', limit: '2', page: '3' }, ['r-water-the-plants'], 5],
    [{ sortField: 'task', limit: '2', page: '4' }, [], 5],
    [{ status: '' }, ['r-pay-rent', 'r-book-dentist', 'r-water-the-plants', 'r-stretch', 'r-call-mom'], 5],
  ])('%j', async (query, expected, total) => {
    const { body } = await list('adminListTasks', query as Record<string, string>);
    expect(ids(body.tasks)).toEqual(expected);
    expect(body.total).toBe(total);
  });
});

describe('GET /admin/users/{userId}/notifications', () => {
  it('lists every nag, newest first by default, with sort, status filter, search and paging', async () => {
    const { body } = await list('adminListNotifications');
    expect(ids(body.notifications)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect(body.notifications[0]).toEqual({
      id: 'n5',
      reminderId: 'r',
      message: 'Reminder: Stretch',
      status: 'sent',
      scheduledTime: at(5),
      sentAt: at(5, 10),
      attempt: 5,
    });
    expect(ids((await list('adminListNotifications', { status: 'sent' })).body.notifications)).toEqual([
      'n5',
      'n3',
      'n1',
    ]);
    expect(ids((await list('adminListNotifications', { status: 'failed' })).body.notifications)).toEqual(['n2']);
    expect(ids((await list('adminListNotifications', { searchTerm: 'water' })).body.notifications)).toEqual([
      'n2',
      'n1',
    ]);
    expect(
      ids((await list('adminListNotifications', { sortField: 'message', sortOrder: 'asc' })).body.notifications),
    ).toEqual(['n4', 'n3', 'n5', 'n1', 'n2']);
    expect(
      ids((await list('adminListNotifications', { sortField: 'status', sortOrder: 'asc' })).body.notifications),
    ).toEqual(['n2', 'n4', 'n1', 'n3', 'n5']);
    expect((await list('adminListNotifications', { limit: '2', page: '3' })).body).toEqual({
      notifications: [expect.objectContaining({ id: 'n1' })],
      total: 5,
    });
    expect((await list('adminListNotifications', { searchTerm: 'nothing like this' })).body).toEqual({
      notifications: [],
      total: 0,
    });
  });
});

describe('GET /admin/users/{userId}/messages', () => {
  it('lists texts both ways, newest first by default; search looks at the body and the numbers', async () => {
    const { body } = await list('adminListMessages');
    expect(ids(body.messages)).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    expect(body.messages[1]).toEqual({
      id: 'm4',
      from: user.phoneNumber,
      to: '+18005550100',
      body: 'snooze 2h',
      direction: 'inbound',
      channel: 'sms',
      status: 'delivered',
      receivedAt: at(4),
    });
    // Of all five, those the stats count as Messages Sent: outbound and taken by the carrier (m1, m5), whatever the filters.
    expect(body.sent).toBe(2);
    expect((await list('adminListMessages', { status: 'failed' })).body).toMatchObject({ total: 1, sent: 2 });
    expect(ids((await list('adminListMessages', { sortOrder: 'asc' })).body.messages)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    expect(ids((await list('adminListMessages', { status: 'failed' })).body.messages)).toEqual(['m3']);
    expect(ids((await list('adminListMessages', { searchTerm: 'snooze' })).body.messages)).toEqual(['m5', 'm4']);
    expect((await list('adminListMessages', { searchTerm: user.phoneNumber.slice(2, 8) })).body.total).toBe(5);
    expect(
      ids((await list('adminListMessages', { sortField: 'body', sortOrder: 'asc', limit: '2' })).body.messages),
    ).toEqual(['m2', 'm3']);
  });
});

describe('bad input to the per-user lists', () => {
  it.each([
    ['adminListTasks', { sortField: '__proto__' }, 'sortField must be one of: scheduledTime, task, status, createdAt'],
    [
      'adminListTasks',
      { sortField: 'constructor' },
      'sortField must be one of: scheduledTime, task, status, createdAt',
    ],
    [
      'adminListTasks',
      { status: 'done' },
      'status must be one of: pending, completed, missed, paused, (empty for all)',
    ],
    ['adminListNotifications', { sortField: 'password' }, 'sortField must be one of: scheduledTime, status, message'],
    [
      'adminListNotifications',
      { status: 'delivered' },
      'status must be one of: pending, sent, failed, (empty for all)',
    ],
    ['adminListMessages', { sortField: 'toString' }, 'sortField must be one of: receivedAt, status, body'],
    ['adminListMessages', { sortOrder: 'sideways' }, 'sortOrder must be asc or desc'],
    ['adminListMessages', { page: '0' }, 'page must be from 1 to 100000'],
    ['adminListMessages', { page: '1000000000' }, 'page must be from 1 to 100000'],
    ['adminListMessages', { limit: '10000' }, 'limit must be from 1 to 100'],
    ['adminListMessages', { searchTerm: 'x'.repeat(5000) }, 'searchTerm must be at most 200 characters'],
    ['adminListMessages', { filter: 'x' }, expect.stringContaining('Unrecognized key')],
  ] as [AdminRoute, Record<string, string>, unknown][])('%s %j is a 400', async (route, query, message) => {
    const result = await list(route, query);
    expect(result.status).toBe(400);
    expect(result.body.error.message).toEqual(message);
  });

  it('answers 404 for a user that does not exist, and 401/403 to non-admins', async () => {
    for (const route of ['adminListTasks', 'adminListNotifications', 'adminListMessages'] as const) {
      expect(await list(route, {}, `missing-${randomUUID()}`)).toMatchObject({
        status: 404,
        body: { error: { message: 'User not found' } },
      });
      expect((await api.call(route, { pathParameters: { userId: user.id } })).status).toBe(401);
      expect(
        (await api.call(route, { token: await api.tokenFor(user), pathParameters: { userId: user.id } })).status,
      ).toBe(403);
    }
  });
});
