import { act, screen, waitFor, within } from '@testing-library/react';
import { aProfile, aTask, ok, serveSubscribedDashboard, type FakeApi } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';

let api: FakeApi;

function setUp(profile = aProfile()) {
  ({ api } = serveSubscribedDashboard([aTask({ task: 'Water the plants' })], profile));
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

const FAILING = 'Texts to +1 415-555-0134 are failing. Check the number in My Info';

it('says texts to the number are failing, with the way to My Info, until a text is delivered again', async () => {
  setUp(aProfile({ phoneNumber: '+14155550134', textsFailingSince: '2026-11-27T15:00:00.000Z' }));
  const { queryClient } = renderDashboard();
  const banner = await screen.findByRole('region', { name: 'Texts are failing' });
  expect(banner.textContent).toBe(FAILING);
  expect(within(banner).getByRole('link', { name: 'My Info' })).toHaveAttribute('href', '/profile');

  api.on('GET /user/profile', ok(aProfile({ phoneNumber: '+14155550134' })));
  await act(() => queryClient.invalidateQueries({ queryKey: ['profile'] }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Texts are failing' })).not.toBeInTheDocument());
});

it('says nothing while texts are delivered', async () => {
  setUp();
  renderDashboard();
  await screen.findByRole('article', { name: 'Water the plants' });
  await waitFor(() => expect(api.callsTo('GET /user/profile')).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Texts are failing' })).not.toBeInTheDocument();
});
