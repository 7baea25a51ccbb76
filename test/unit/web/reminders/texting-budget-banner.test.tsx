import { screen, waitFor } from '@testing-library/react';
import { aProfile, aTask, FakeApi, ok, serveTasks } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';

let api: FakeApi;
const texting = (overrides: Record<string, unknown>) => ({
  textsThisMonth: 10,
  monthlyLimit: 400,
  textsToday: 2,
  dailyLimit: 100,
  stage: 'full',
  resetsAt: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

function setUp(budget: Record<string, unknown>) {
  api = new FakeApi()
    .on('GET /user/profile', ok({ ...aProfile(), texting: texting(budget) }))
    .on('GET /subscription/status', ok({ subscriptionStatus: 'active' }));
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
  [
    {
      stage: 'thinned',
      textsThisMonth: 310,
      reached: { limit: 'month', used: 310, of: 400, resetsAt: '2026-12-01T00:00:00.000Z' },
    },
    "You've had 310 reminder texts this month (the monthly limit is 400), so to keep texting affordable your reminders now repeat less often. Each reminder's first text still comes, and replies always work.",
    'on November 30 at 6:00 PM',
  ],
  [
    {
      stage: 'first_only',
      textsThisMonth: 400,
      reached: { limit: 'month', used: 400, of: 400, resetsAt: '2026-12-01T00:00:00.000Z' },
    },
    "You've had 400 reminder texts this month (the monthly limit is 400), so to keep texting affordable each reminder now sends only its first text. Replies always work.",
    'on November 30 at 6:00 PM',
  ],
  // The walk's case: 76 this month and 86 today; the day's limit was reached, so that is the one named.
  [
    {
      stage: 'thinned',
      textsThisMonth: 76,
      textsToday: 86,
      reached: { limit: 'day', used: 86, of: 100, resetsAt: '2026-11-25T00:00:00.000Z' },
    },
    "You've had 86 reminder texts today (the daily limit is 100), so to keep texting affordable your reminders now repeat less often.",
    'on November 24 at 6:00 PM',
  ],
])(
  "near the budget (%j) it names the limit reached, what changes and when it starts again in the account's zone",
  async (budget, says, until) => {
    setUp(budget);
    renderDashboard();
    const banner = await screen.findByRole('region', { name: 'Fewer repeat texts' });
    expect(banner).toHaveTextContent(says);
    // The account's zone (aProfile: America/Chicago), whatever the machine's.
    expect(banner).toHaveTextContent(`Full reminders come back ${until}.`);
  },
);
