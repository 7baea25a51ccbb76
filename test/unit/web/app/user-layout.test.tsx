import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UserLayout } from '../../../../web/src/app/layouts/user-layout';
import { aProfile, failure, FakeApi, ok } from '../account/fake-api';

const where = { pathname: '' };
function Probe() {
  where.pathname = useLocation().pathname;
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <Routes>
        <Route element={<UserLayout />}>
          <Route path="/dashboard" element={<h1>My Reminders</h1>} />
        </Route>
        <Route path="/login" element={<h1>Log in page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
});
afterEach(() => localStorage.clear());

describe('pages that need a session', () => {
  it('show once the server accepts the stored token', async () => {
    api.on('GET /user/profile', ok(aProfile()));
    localStorage.setItem('token', 'live-token');
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Reminders' })).toBeInTheDocument();
    expect(api.callsTo('GET /user/profile')).toHaveLength(1);
  });

  it('send a token the server no longer accepts to /login, forgetting it, before the page shows', async () => {
    api.on('GET /user/profile', failure(401, 'unauthorized', 'Your session has ended. Please log in again.'));
    localStorage.setItem('token', 'dead-token');
    // The api client leaves the page for /login with a full navigation, which jsdom does not perform.
    const assign = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/dashboard');
    await waitFor(() => expect(where.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'My Reminders' })).not.toBeInTheDocument();
    assign.mockRestore();
  });

  it('go to /login without asking the server when no token is stored', () => {
    renderAt('/dashboard');
    expect(where.pathname).toBe('/login');
    expect(api.calls).toEqual([]);
  });
});
