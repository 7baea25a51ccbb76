import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UserHeader } from '../../../../web/src/app/header/user-header';
import { ColorModeProvider } from '../../../../web/src/app/providers/color-mode';
import { FakeApi, ok } from '../account/fake-api';

const where = { pathname: '' };
function Probe() {
  where.pathname = useLocation().pathname;
  return null;
}

let api: FakeApi;
function renderHeader() {
  render(
    <ColorModeProvider>
      <SnackbarProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Probe />
          <UserHeader />
          <Routes>
            <Route path="*" element={<p>Page body</p>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </ColorModeProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  api = new FakeApi().on('POST /auth/logout', ok({ message: 'Logged out successfully' }));
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('token', 'user-token');
});
afterEach(() => localStorage.clear());

describe('the logged-in header on a phone', () => {
  it('lists Dashboard, My Info, Settings and Logout in the mobile menu', async () => {
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('link', { name: 'Settings' });
    const labels = Array.from(document.querySelectorAll('#mobile-menu .MuiListItemText-primary')).map(
      (node) => node.textContent,
    );
    expect(labels).toEqual(['Dashboard', 'My Info', 'Settings', 'Logout']);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('closes the menu on Escape, back on its button, and on a tap outside it', async () => {
    const user = renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    await screen.findByRole('link', { name: 'Settings' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page body'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Logout ends the session on the server too, forgets the tokens and goes home', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    const user = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(api.callsTo('POST /auth/logout')).toHaveLength(2));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(where.pathname).toBe('/');
  });
});
