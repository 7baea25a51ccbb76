import { act, fireEvent, screen, within } from '@testing-library/react';
import AdminUsersPage from '../../../../web/src/features/admin/pages/admin-users-page';
import type { AdminUser } from '#shared/contracts';
import { aProfile, failure, FakeApi, ok } from '../account/fake-api';
import { current, renderRoute } from '../account/render-route';
import { viewportWidth } from '../viewport-width';

const anAdminUser = (i: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...aProfile({
    id: `u${i}`,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    email: `u${i}@example.com`,
    createdAt: '2025-01-05T12:00:00.000Z',
  }),
  fullName: `First${i} Last${i}`,
  isActive: true,
  smsOptIn: true,
  ...overrides,
});

let api: FakeApi;
let urls: URL[];
const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  viewportWidth(1280);
  api = new FakeApi();
  urls = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new URL(String(input), 'http://localhost'));
    return api.fetch(input, init);
  }) as typeof fetch;
  localStorage.setItem('adminToken', 'admin-token');
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  localStorage.clear();
  jest.useRealTimers();
});
const lastQuery = () => Object.fromEntries(urls.filter((u) => u.pathname === '/api/admin/users').at(-1)!.searchParams);

it('says Loading users..., then shows the spec columns with No Name and N/A, and no paging for one page', async () => {
  api.on(
    'GET /admin/users',
    ok({
      users: [
        anAdminUser(1),
        anAdminUser(2, { fullName: '', firstName: '', lastName: '', email: '', subscriptionStatus: 'past_due' }),
      ],
      total: 2,
    }),
  );
  renderRoute('/admin/users', AdminUsersPage);
  expect(screen.getByText('Loading users...')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'User Management' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Name', 'Email', 'Phone Number', 'Subscription Status', 'Active Status', 'Created At']);
  const rows = within(table).getAllByRole('row').slice(1);
  // Statuses in words, never the stored value ("trialing", "past_due").
  expect(
    within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['First1 Last1', 'u1@example.com', '+1 555-123-0001', 'Free trial', 'Active', 'Jan 5, 2025']);
  expect(
    within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['No Name', 'N/A', '+1 555-123-0001', 'Past due', 'Active', 'Jan 5, 2025']);
  expect(screen.queryByRole('navigation', { name: 'User pages' })).not.toBeInTheDocument();
  expect(lastQuery()).toEqual({ page: '1', limit: '10' });

  fireEvent.keyDown(rows[0]!, { key: 'Enter' });
  expect(current.pathname).toBe('/admin/users/u1');
});

it('shows cards on a phone, each opened by a link named by the name it shows (axe: label-content-name-mismatch)', async () => {
  viewportWidth(360);
  api.on(
    'GET /admin/users',
    ok({ users: [anAdminUser(1, { subscriptionStatus: 'canceled', isActive: false })], total: 1 }),
  );
  renderRoute('/admin/users', AdminUsersPage);
  const list = await screen.findByRole('list', { name: 'User Management' });
  const card = within(list).getByRole('listitem');
  const link = within(card).getByRole('link');
  expect(link).toHaveAccessibleName('First1 Last1');
  expect(link).toHaveTextContent(/^First1 Last1$/);
  expect(link).toHaveAttribute('href', '/admin/users/u1');
  expect(card).toHaveTextContent('u1@example.com');
  expect(card).toHaveTextContent('Canceled');
  expect(card).toHaveTextContent('Inactive');
  expect(card).not.toHaveTextContent('canceled');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('pages past ten, and a search waits 500 ms, then starts again at page 1', async () => {
  jest.useFakeTimers();
  api.on('GET /admin/users', () => {
    const page = Number(lastQuery().page);
    return ok({ users: [anAdminUser(page * 100)], total: 25 });
  });
  renderRoute('/admin/users', AdminUsersPage);
  const pages = await screen.findByRole('navigation', { name: 'User pages' });
  fireEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
  await screen.findByText('First300 Last300');
  expect(lastQuery()).toMatchObject({ page: '3' });

  const box = screen.getByRole('searchbox', { name: 'Search users' });
  expect(box).toHaveAttribute('placeholder', 'Search users...');
  fireEvent.change(box, { target: { value: 'ada' } });
  await act(async () => {
    jest.advanceTimersByTime(400);
  });
  expect(lastQuery()).toMatchObject({ page: '3' });
  expect(urls.some((u) => u.searchParams.get('search') === 'ada')).toBe(false);
  await act(async () => {
    jest.advanceTimersByTime(150);
  });
  await screen.findByText('First100 Last100');
  expect(lastQuery()).toEqual({ page: '1', limit: '10', search: 'ada' });
});

it('says No users found, and shows the server error (or Failed to load users) in red in place of the table', async () => {
  api.once('GET /admin/users', ok({ users: [], total: 0 }));
  renderRoute('/admin/users', AdminUsersPage);
  expect(await screen.findByText('No users found')).toBeInTheDocument();
});

it.each([
  [failure(403, 'forbidden', 'Admin access required'), 'Admin access required'],
  [failure(500, 'internal', ''), 'Failed to load users'],
])('shows a failure as red text: %#', async (answer, text) => {
  api.on('GET /admin/users', answer);
  renderRoute('/admin/users', AdminUsersPage);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
