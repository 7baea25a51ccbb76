import { render, screen, within } from '@testing-library/react';
import { StatsCards } from '../../../../web/src/features/admin/components/stats-cards';

it('labels Messages Sent with what it counts, the same words the Messages tab uses; calls are counted apart; the people joined now', () => {
  render(
    <StatsCards
      stats={{
        totalUsers: 3,
        totalSubscriptions: 2,
        totalMessages: 50,
        totalRevenue: 9.98,
        totalCalls: 1234,
        totalJoinedPeople: 1500,
        monthlyStats: [],
      }}
    />,
  );
  const cards = within(screen.getByRole('list', { name: 'Headline numbers' })).getAllByRole('listitem');
  expect(cards.map((c) => c.textContent)).toEqual([
    'Total Users3',
    'Active Subscriptions2',
    'Joined People1,500',
    'Messages Sent50',
    'Calls1,234',
    'Total Revenue (USD)$9.98',
  ]);
  const meaning =
    'Messages Sent counts the texts NagText sent to users that the carrier accepted: nags, answers to their replies and notices. ' +
    'Users’ own texts, texts that could not be sent, verification codes and the welcome text are not counted.';
  expect(cards[3]).toHaveAccessibleDescription(meaning);
  expect(screen.getByText(meaning)).toBeVisible();
});
