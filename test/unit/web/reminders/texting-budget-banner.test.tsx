import { screen, waitFor } from '@testing-library/react';
import { aProfile, aTask, FakeApi, ok, serveTasks } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';

let api: FakeApi;
const texting = (overrides: Record<string, unknown>) => ({
  textsThisMonth: 10, monthlyLimit: 400, textsToday: 2, dailyLimit: 100, stage: 'full', resetsAt: '2026-12-01T00:00:00.000Z', ...overrides,
});

function setUp(budget: Record<string, unknown>) {
  api = new FakeApi().on('GET /user/profile', ok({ ...aProfile(), texting: texting(budget) })).on('GET /subscription/status', ok({ subscriptionStatus: 'active' }));
  serveTasks(api, [aTask({ task: 'Water the plants' })]);
  globalThis.fetch = api.fetch as typeof fetch;
}

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

it('says nothing while the whole ladder runs', async () => {
  setUp({});
  renderDashboard();
  await screen.findByRole('article', { name: 'Water the plants' });
  await waitFor(() => expect(api.callsTo('GET /user/profile')).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Fewer repeat texts' })).not.toBeInTheDocument();
});

it.each([
  [{ stage: 'thinned', textsThisMonth: 310 }, "You've had 310 texts this month (the monthly limit is 400), so to keep texting affordable your reminders now repeat less often. Each reminder's first text still comes, and replies always work.", 'on December 1'],
  [{ stage: 'first_only', textsThisMonth: 400 }, "You've had 400 texts this month (the monthly limit is 400), so to keep texting affordable each reminder now sends only its first text. Replies always work.", 'on December 1'],
  [{ stage: 'first_only', textsToday: 100 }, "You've had 100 texts today (the daily limit is 100), so to keep texting affordable each reminder now sends only its first text. Replies always work.", 'tomorrow'],
])('near the budget (%j) it says how many, what changes and until when', async (budget, says, until) => {
  setUp(budget);
  renderDashboard();
  const banner = await screen.findByRole('region', { name: 'Fewer repeat texts' });
  expect(banner).toHaveTextContent(says);
  expect(banner).toHaveTextContent(`Full reminders come back ${until}.`);
});
