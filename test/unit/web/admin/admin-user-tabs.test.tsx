import { screen, within } from '@testing-library/react';
import AdminUserMessagesPage from '../../../../web/src/features/admin/pages/admin-user-messages-page';
import AdminUserNotificationsPage from '../../../../web/src/features/admin/pages/admin-user-notifications-page';
import AdminUserPeoplePage from '../../../../web/src/features/admin/pages/admin-user-people-page';
import AdminUserRemindersPage from '../../../../web/src/features/admin/pages/admin-user-reminders-page';
import type { AdminUserDetail } from '#shared/contracts';
import { aProfile, failure, FakeApi, ok } from '../account/fake-api';
import { renderUserPage } from './admin-render-user-page';

const aUser = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...aProfile({ id: 'u1' }),
  fullName: 'Ada Lovelace',
  isActive: true,
  smsOptIn: true,
  securityEvents: [],
  people: [],
  personInvites: [],
  ...overrides,
});
const ZONED_TIME =
  /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M (?:UTC|GMT(?:[+-]\d{1,2}(?::\d{2})?)?|[A-Z]{2,5})$/;

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().on('GET /admin/users/u1', ok(aUser()));
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('adminToken', 'admin-token');
});
afterEach(() => localStorage.clear());

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);

it('Messages: says how many of the user’s texts count toward Messages Sent, and what that counts; directions and statuses in words', async () => {
  api.on(
    'GET /admin/users/u1/messages',
    ok({
      messages: [
        {
          id: 'm4',
          from: 'NagText',
          to: '+15551230001',
          body: 'Nice work!',
          direction: 'outbound',
          status: 'pending',
          receivedAt: '2026-11-26T17:04:00.000Z',
        },
        {
          id: 'm3',
          from: '+15551230001',
          to: '+18005550100',
          body: 'DONE',
          direction: 'inbound',
          status: 'delivered',
          receivedAt: '2026-11-26T17:03:00.000Z',
        },
        {
          id: 'm2',
          from: 'NagText',
          to: '+15551230001',
          body: 'Reminder: Call mom',
          direction: 'outbound',
          status: 'failed',
          receivedAt: '2026-11-26T17:02:00.000Z',
        },
        {
          id: 'm1',
          from: 'NagText',
          to: '+15551230001',
          body: 'Reminder: Pay rent',
          direction: 'outbound',
          status: 'delivered',
          receivedAt: '2026-11-26T17:01:00.000Z',
        },
      ],
      total: 4,
      sent: 2,
    }),
  );
  renderUserPage(AdminUserMessagesPage, 'u1', 'messages');
  const table = await screen.findByRole('table', { name: 'Messages' });
  expect(screen.getByText(/^2 of this user’s texts count toward Messages Sent\. /)).toHaveTextContent(
    '2 of this user’s texts count toward Messages Sent. Messages Sent counts the texts NagText sent to users that the carrier accepted: nags, answers to their replies and notices. ' +
      'Users’ own texts, texts that could not be sent, verification codes and the welcome text are not counted.',
  );
  const rows = cellsOf(table);
  expect(rows.map((r) => [r[1], r[5]])).toEqual([
    ['Outgoing', 'Pending'],
    ['Incoming', 'Delivered'],
    ['Outgoing', 'Failed'],
    ['Outgoing', 'Delivered'],
  ]);
  for (const row of rows) expect(row[0]).toMatch(ZONED_TIME);
  expect(optionsOf(screen.getByLabelText('Status'))).toEqual(['All', 'Pending', 'Delivered', 'Failed']);
});

it('Notifications: statuses in words, times with their zone', async () => {
  api.on(
    'GET /admin/users/u1/notifications',
    ok({
      notifications: [
        {
          id: 'n1',
          reminderId: 'r1',
          message: 'Reminder: Pay rent',
          status: 'sent',
          scheduledTime: '2026-11-26T15:00:00.000Z',
          sentAt: '2026-11-26T15:00:02.000Z',
          attempt: 1,
        },
      ],
      total: 1,
    }),
  );
  renderUserPage(AdminUserNotificationsPage, 'u1', 'notifications');
  const [notification] = cellsOf(await screen.findByRole('table', { name: 'Notifications' }));
  expect(notification![1]).toBe('Sent');
  expect(notification![2]).toMatch(ZONED_TIME);
  expect(notification![3]).toMatch(ZONED_TIME);
  expect(optionsOf(screen.getByLabelText('Status'))).toEqual(['All', 'Pending', 'Sent', 'Failed']);
});

it('Notifications: a failed nag sent once more reads Resent, not Failed; one never resent stays Failed', async () => {
  const nag = (id: string, extra: object) => ({
    id,
    reminderId: 'r1',
    message: 'NagText nudge 2/15: Gym',
    status: 'failed',
    scheduledTime: '2026-11-26T15:00:00.000Z',
    sentAt: '2026-11-26T15:00:02.000Z',
    attempt: 2,
    ...extra,
  });
  api.on(
    'GET /admin/users/u1/notifications',
    ok({
      notifications: [nag('n2', { resentAt: '2026-11-26T15:10:00.000Z' }), nag('n1', {})],
      total: 2,
    }),
  );
  renderUserPage(AdminUserNotificationsPage, 'u1', 'notifications');
  const rows = cellsOf(await screen.findByRole('table', { name: 'Notifications' }));
  expect(rows.map((r) => r[1])).toEqual(['Resent', 'Failed']);
});

it('Tasks: statuses in words, times with their zone', async () => {
  api.on(
    'GET /admin/users/u1/tasks',
    ok({
      tasks: [
        {
          id: 'r1',
          task: 'Pay rent',
          scheduledTime: '2026-11-26T15:00:00.000Z',
          repeat: 'monthly',
          status: 'completed',
          createdAt: '2026-11-01T12:00:00.000Z',
        },
      ],
      total: 1,
    }),
  );
  renderUserPage(AdminUserRemindersPage, 'u1', 'tasks');
  const [task] = cellsOf(await screen.findByRole('table', { name: 'Tasks' }));
  expect(task).toEqual(['Pay rent', expect.stringMatching(ZONED_TIME), 'Monthly', 'Completed', 'Nov 1, 2026']);
  expect(optionsOf(screen.getByLabelText('Status'))).toEqual(['All', 'Pending', 'Completed', 'Missed', 'Paused']);
});

it('the tabs: Notifications, Tasks, Messages and People, each its own address; the shown one selected', async () => {
  renderUserPage(AdminUserPeoplePage, 'u1', 'people');
  const tabs = within(await screen.findByRole('tablist', { name: 'User activity' })).getAllByRole('tab');
  expect(tabs.map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
    ['Notifications', '/admin/users/u1/notifications'],
    ['Tasks', '/admin/users/u1/tasks'],
    ['Messages', '/admin/users/u1/messages'],
    ['People', '/admin/users/u1/people'],
  ]);
  expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
});

it('People: each person with their number, status in words and when they joined and ended; the open invites, without codes', async () => {
  api.on(
    'GET /admin/users/u1',
    ok(
      aUser({
        people: [
          {
            id: 'p1',
            firstName: 'Mom',
            phoneNumber: '+14155550199',
            status: 'joined',
            joinedAt: '2026-11-20T17:00:00.000Z',
            household: true,
          },
          {
            id: 'p2',
            firstName: 'Dad',
            phoneNumber: '+14155550198',
            status: 'left',
            joinedAt: '2026-11-21T17:00:00.000Z',
            endedAt: '2026-11-25T09:30:00.000Z',
            household: false,
          },
          {
            id: 'p3',
            firstName: 'Bro',
            phoneNumber: '+14155550197',
            status: 'removed',
            joinedAt: '2026-11-22T17:00:00.000Z',
            endedAt: '2026-11-26T09:30:00.000Z',
            household: false,
          },
        ],
        personInvites: [{ firstName: 'Sis', expiresAt: '2026-12-03T17:00:00.000Z', household: true }],
      }),
    ),
  );
  renderUserPage(AdminUserPeoplePage, 'u1', 'people');
  const table = await screen.findByRole('table', { name: 'People' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['First Name', 'Phone Number', 'Status', 'Household', 'Joined At', 'Ended At']);
  const rows = cellsOf(table);
  expect(rows.map((r) => r.slice(0, 4))).toEqual([
    ['Mom', '+1 415-555-0199', 'Joined', 'Yes'],
    ['Dad', '+1 415-555-0198', 'Left', 'No'],
    ['Bro', '+1 415-555-0197', 'Removed', 'No'],
  ]);
  for (const row of rows) expect(row[4]).toMatch(ZONED_TIME);
  expect(rows.map((r) => r[5])).toEqual(['N/A', expect.stringMatching(ZONED_TIME), expect.stringMatching(ZONED_TIME)]);
  expect(screen.getByText('3 in all')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Open Invites', level: 2 })).toBeVisible();
  const [invite] = cellsOf(screen.getByRole('table', { name: 'Open invites' }));
  expect(invite).toEqual(['Sis', 'Yes', expect.stringMatching(ZONED_TIME)]);
});

it('People: none joined and none invited says so', async () => {
  renderUserPage(AdminUserPeoplePage, 'u1', 'people');
  expect(await screen.findByText('No people joined.')).toBeVisible();
  expect(screen.getByText('No open invites.')).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('an id no user has shows "User not found" in place of the tabs', async () => {
  api.on('GET /admin/users/gone', failure(404, 'not_found', 'User not found'));
  api.on('GET /admin/users/gone/notifications', failure(404, 'not_found', 'User not found'));
  renderUserPage(AdminUserNotificationsPage, 'gone', 'notifications');
  expect(await screen.findByRole('heading', { name: 'User not found', level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/users');
});
