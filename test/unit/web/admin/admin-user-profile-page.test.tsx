import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminUserProfilePage from '../../../../web/src/features/admin/pages/admin-user-profile-page';
import type { AdminUserDetail } from '#shared/contracts';
import { SIGNUP_TIME_ZONES } from '#shared/timezones';
import { aProfile, failure, FakeApi, ok } from '../account/fake-api';
import { at, renderUserPage } from './admin-render-user-page';

const aUser = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...aProfile({
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-26T17:04:00.000Z',
  }),
  fullName: 'Ada Lovelace',
  isActive: true,
  smsOptIn: true,
  securityEvents: [],
  people: [],
  personInvites: [],
  ...overrides,
});

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('adminToken', 'admin-token');
});
afterEach(() => localStorage.clear());

/** The value beside `label` in the card named `card`. */
function valueOf(card: string, label: string): string {
  const region = screen.getByRole('region', { name: card });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent!;
}

/** What the admin's browser reads an instant as, zone named ("Nov 26, 2026, 5:04 PM UTC"). */
const inAdminZone = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

it('shows role, subscription and time zone in words, and every instant with its zone named', async () => {
  api.on(
    'GET /admin/users/u1',
    ok(aUser({ role: 'admin', subscriptionStatus: 'past_due', timezone: 'America/Indiana/Knox' })),
  );
  renderUserPage(AdminUserProfilePage, 'u1', 'profile');
  await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 });
  expect(valueOf('Account Information', 'Role')).toBe('Admin');
  expect(valueOf('Account Information', 'Subscription')).toBe('Past due');
  expect(valueOf('Account Information', 'Time Zone')).toBe('Central Time (Knox, Indiana)America/Indiana/Knox');
  const updated = valueOf('Account Information', 'Last Updated');
  expect(updated).toBe(inAdminZone('2026-11-26T17:04:00.000Z'));
  // The zone is on the screen, not left to be guessed: a short name (UTC, CST) or an offset (GMT+5:30).
  expect(updated).toMatch(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M (?:UTC|GMT(?:[+-]\d{1,2}(?::\d{2})?)?|[A-Z]{2,5})$/,
  );
  expect(screen.queryByText(/past_due|America\/Indiana\/Knox$/, { selector: 'dd' })).not.toBeInTheDocument();
});

it.each([
  [
    'agreed to reminder texts',
    { smsTransactionalOptIn: true, smsMarketingOptIn: false, smsOptedOut: false, smsOptIn: true },
    ['Yes', 'Yes', 'No'],
  ],
  [
    'agreed to marketing texts only',
    { smsTransactionalOptIn: false, smsMarketingOptIn: true, smsOptedOut: false, smsOptIn: true },
    ['Yes', 'No', 'Yes'],
  ],
  [
    'never agreed to any text',
    { smsTransactionalOptIn: false, smsMarketingOptIn: false, smsOptedOut: false, smsOptIn: false },
    ['No (never agreed to texts)', 'No', 'No'],
  ],
  [
    'replied STOP',
    { smsTransactionalOptIn: true, smsMarketingOptIn: false, smsOptedOut: true, smsOptIn: false },
    ['No (replied STOP)', 'Yes', 'No'],
  ],
])('SMS Preferences tell the truth for a user who %s', async (_who, fields, [optIn, transactional, marketing]) => {
  api.on('GET /admin/users/u1', ok(aUser(fields)));
  renderUserPage(AdminUserProfilePage, 'u1', 'profile');
  await screen.findByRole('region', { name: 'SMS Preferences' });
  expect([
    valueOf('SMS Preferences', 'SMS Opt-In'),
    valueOf('SMS Preferences', 'Transactional SMS'),
    valueOf('SMS Preferences', 'Marketing SMS'),
  ]).toEqual([optIn, transactional, marketing]);
});

it('Edit User offers the zones users choose from in Settings (named), and roles in words', async () => {
  api.on('GET /admin/users/u1', ok(aUser({ timezone: 'America/Chicago' })));
  api.on('PUT /admin/users/u1', () => ok(aUser({ timezone: 'Pacific/Guam' })));
  renderUserPage(AdminUserProfilePage, 'u1', 'profile');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit User' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit User' });
  const zone = within(dialog).getByLabelText('Time Zone') as HTMLSelectElement;
  const options = [...zone.options];
  expect(options.map((o) => [o.value, o.textContent])).toEqual(SIGNUP_TIME_ZONES.map((z) => [z.value, z.label]));
  expect(options).toHaveLength(SIGNUP_TIME_ZONES.length);
  expect(zone).toHaveValue('America/Chicago');
  expect(
    [...(within(dialog).getByLabelText('Role') as HTMLSelectElement).options].map((o) => [o.value, o.textContent]),
  ).toEqual([
    ['user', 'User'],
    ['admin', 'Admin'],
  ]);

  fireEvent.change(zone, { target: { value: 'Pacific/Guam' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  expect(api.callsTo('PUT /admin/users/u1')[0]!.body).toMatchObject({ timezone: 'Pacific/Guam' });
  await waitFor(() => expect(valueOf('Account Information', 'Time Zone')).toBe('Chamorro Time (Guam)Pacific/Guam'));
});

it('Edit User keeps a zone that is not on the list, first, so saving never changes it unasked', async () => {
  api.on('GET /admin/users/u1', ok(aUser({ timezone: 'Europe/Berlin' })));
  renderUserPage(AdminUserProfilePage, 'u1', 'profile');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit User' }));
  const zone = within(screen.getByRole('dialog', { name: 'Edit User' })).getByLabelText(
    'Time Zone',
  ) as HTMLSelectElement;
  expect(zone).toHaveValue('Europe/Berlin');
  expect(zone.options).toHaveLength(SIGNUP_TIME_ZONES.length + 1);
  expect([zone.options[0]!.value, zone.options[0]!.textContent]).toEqual(['Europe/Berlin', 'Europe/Berlin']);
});

it('after a delete, goes to the dashboard without asking for the deleted user again, and forgets them', async () => {
  api.on('GET /admin/users/u1', ok(aUser()));
  api.on('DELETE /admin/users/u1', () => {
    // From now on the user is gone: a second look would be a 404 (and a console error in the browser).
    api.on('GET /admin/users/u1', failure(404, 'not_found', 'User not found'));
    return ok({ id: 'u1', deleted: true });
  });
  const { queryClient } = renderUserPage(AdminUserProfilePage, 'u1', 'profile');
  fireEvent.click(await screen.findByRole('button', { name: 'Delete User' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete User' });
  expect(confirm).toHaveTextContent('Are you sure you want to delete this user? This action cannot be undone.');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

  expect(await screen.findByRole('heading', { name: 'Admin dashboard page' })).toBeInTheDocument();
  expect(at.pathname).toBe('/admin/dashboard');
  expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
  // Whatever was still to render or settle has had its chance to ask.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.callsTo('GET /admin/users/u1')).toHaveLength(1);
  expect(queryClient.getQueryCache().findAll({ queryKey: ['admin', 'user', 'u1'] })).toEqual([]);
});

it.each([
  ['the server’s words', 'User not found'],
  ['other words', 'No such user'],
])(
  'an id no user has shows the spec’s "User not found" (404 with %s), and the way back to the list',
  async (_how, message) => {
    api.on('GET /admin/users/gone', failure(404, 'not_found', message));
    renderUserPage(AdminUserProfilePage, 'gone', 'profile');
    expect(await screen.findByRole('heading', { name: 'User not found', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit User' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/users');
  },
);

it('any other failure shows the server’s message, or "Failed to fetch user details", in red', async () => {
  api.on('GET /admin/users/u1', failure(500, 'internal', ''));
  renderUserPage(AdminUserProfilePage, 'u1', 'profile');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user details');
  expect(screen.queryByRole('heading', { name: 'User not found' })).not.toBeInTheDocument();
});

describe('Security Events', () => {
  const rowsOf = () =>
    within(screen.getByRole('region', { name: 'Security Events' }))
      .queryAllByRole('listitem')
      .map((row) => row.textContent);

  it('lists the events as the server orders them (newest first), each with its time, zone named', async () => {
    const events = [
      { type: 'phone_changed', at: '2026-11-27T09:15:00.000Z' },
      { type: 'deletion_code_sent', at: '2026-11-26T17:04:00.000Z' },
      { type: 'email_changed', at: '2026-11-20T08:00:00.000Z' },
      { type: 'recovery_started', at: '2026-11-19T08:00:00.000Z' },
    ] as const;
    api.on('GET /admin/users/u1', ok(aUser({ securityEvents: [...events] })));
    renderUserPage(AdminUserProfilePage, 'u1', 'profile');
    await screen.findByRole('region', { name: 'Security Events' });
    expect(rowsOf()).toEqual([
      `Phone number changed${inAdminZone(events[0].at)}`,
      `Account deletion code sent${inAdminZone(events[1].at)}`,
      `Email changed${inAdminZone(events[2].at)}`,
      `Recovery started${inAdminZone(events[3].at)}`,
    ]);
  });

  it('says so when there are none', async () => {
    api.on('GET /admin/users/u1', ok(aUser()));
    renderUserPage(AdminUserProfilePage, 'u1', 'profile');
    const region = await screen.findByRole('region', { name: 'Security Events' });
    expect(region).toHaveTextContent('No security events: no number or email change, deletion code or recovery.');
    expect(rowsOf()).toEqual([]);
  });

  it('keeps the events shown after Edit User saves (its answer carries none)', async () => {
    const events = [{ type: 'email_changed' as const, at: '2026-11-20T08:00:00.000Z' }];
    api.on('GET /admin/users/u1', ok(aUser({ securityEvents: events })));
    api.on('PUT /admin/users/u1', () => ok(aUser({ firstName: 'Augusta' })));
    renderUserPage(AdminUserProfilePage, 'u1', 'profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit User' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Edit User' })).getByRole('button', { name: 'Save Changes' }),
    );
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(valueOf('Personal Information', 'First Name')).toBe('Augusta'));
    expect(rowsOf()).toEqual([`Email changed${inAdminZone(events[0]!.at)}`]);
  });
});
