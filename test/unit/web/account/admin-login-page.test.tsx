import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminLoginPage from '../../../../web/src/features/admin/pages/admin-login-page';
import { failure, FakeApi, ok } from './fake-api';
import { current, renderRoute } from './render-route';

let api: FakeApi;
const LOCKED = 'Too many failed attempts. This account is locked for 15 minutes. Try again later.';

beforeEach(() => {
  api = new FakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
});
afterEach(() => localStorage.clear());

it('logs in: stores the admin token, announces it, and opens the admin dashboard', async () => {
  api.on('POST /auth/admin/login', ok({ token: 'admin-token', expiresAt: '2026-11-21T12:00:00.000Z' }));
  const announced = jest.fn();
  window.addEventListener('auth-state-changed', announced);
  const user = userEvent.setup();
  renderRoute('/admin/login', AdminLoginPage);
  expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Username/)).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  await user.type(screen.getByLabelText(/Username/), 'root');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.keyboard('{Enter}');

  await screen.findByText('Login successful');
  expect(api.callsTo('POST /auth/admin/login').map((c) => c.body)).toEqual([
    { username: 'root', password: 'correct horse battery' },
  ]);
  expect(localStorage.getItem('adminToken')).toBe('admin-token');
  expect(announced).toHaveBeenCalled();
  // The toast and the navigation are separate renders (react-router navigates in a transition).
  await waitFor(() => expect(current.pathname).toBe('/admin/dashboard'));
  window.removeEventListener('auth-state-changed', announced);
});

it('shows the server message (wrong password, lockout), or "Login failed" without one', async () => {
  api
    .once('POST /auth/admin/login', failure(401, 'unauthorized', 'Invalid username or password'))
    .once('POST /auth/admin/login', failure(429, 'rate_limited', LOCKED))
    .once('POST /auth/admin/login', { status: 500, body: 'oops' });
  const user = userEvent.setup();
  renderRoute('/admin/login', AdminLoginPage);
  await user.type(screen.getByLabelText(/Username/), 'root');
  await user.type(screen.getByLabelText(/^Password/), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByText(LOCKED);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByText('Login failed');
  expect(localStorage.getItem('adminToken')).toBeNull();
});

it('requires both fields before asking the server', async () => {
  const user = userEvent.setup();
  renderRoute('/admin/login', AdminLoginPage);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByText('Username is required');
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

it('lets the password be shown and hidden', async () => {
  const user = userEvent.setup();
  renderRoute('/admin/login', AdminLoginPage);
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
});

it('goes straight to the dashboard with an admin token stored', async () => {
  localStorage.setItem('adminToken', 'admin-token');
  renderRoute('/admin/login', AdminLoginPage);
  await screen.findByText('Admin dashboard page');
  expect(current.pathname).toBe('/admin/dashboard');
});

describe('sent here because the admin session expired', () => {
  const NOTICE = 'Your session has expired. Please log in again.';

  it('says so, drops the marker from the address, and is gone at the first attempt (no stale notice beside an error)', async () => {
    api.on('POST /auth/admin/login', failure(401, 'unauthorized', 'Invalid username or password'));
    const user = userEvent.setup();
    renderRoute('/admin/login?session=expired', AdminLoginPage);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(current.search).toBe('');
    await user.type(screen.getByLabelText(/Username/), 'root');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('says nothing of it on an ordinary visit', async () => {
    renderRoute('/admin/login', AdminLoginPage);
    await screen.findByLabelText(/Username/);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
