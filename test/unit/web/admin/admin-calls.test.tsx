import { render, screen, within } from '@testing-library/react';
import type { AdminUserDetail } from '#shared/contracts';
import { MonthlyCharts } from '../../../../web/src/features/admin/components/monthly-charts';
import AdminUserMessagesPage from '../../../../web/src/features/admin/pages/admin-user-messages-page';
import { aProfile, FakeApi, ok } from '../account/fake-api';
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

// jsdom cannot lay out a chart: a stand-in lists each chart's series and their numbers.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ series }: { series: { label: string; data: number[] }[] }) => (
    <ul>
      {series.map((s) => (
        <li key={s.label}>{`${s.label}: ${s.data.join(', ')}`}</li>
      ))}
    </ul>
  ),
}));

beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));
afterEach(() => localStorage.clear());

it('the Messages tab marks calls as calls; texts (with or without a channel) carry no mark', async () => {
  const api = new FakeApi().on('GET /admin/users/u1', ok(aUser())).on(
    'GET /admin/users/u1/messages',
    ok({
      messages: [
        {
          id: 'm3',
          from: 'NagText',
          to: '+15551230001',
          body: 'This is NagText with a reminder: Pay rent.',
          direction: 'outbound',
          channel: 'voice',
          status: 'delivered',
          receivedAt: '2026-11-26T17:03:00.000Z',
        },
        {
          id: 'm2',
          from: 'NagText',
          to: '+15551230001',
          body: 'Reminder: Pay rent',
          direction: 'outbound',
          channel: 'sms',
          status: 'delivered',
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
      total: 3,
      sent: 2,
    }),
  );
  globalThis.fetch = api.fetch as typeof fetch;
  renderUserPage(AdminUserMessagesPage, 'u1', 'messages');
  const table = await screen.findByRole('table', { name: 'Messages' });
  const [call, text, older] = within(table).getAllByRole('row').slice(1);
  const direction = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!;
  expect(direction(call!)).toHaveTextContent(/^OutgoingCall$/);
  expect(within(direction(call!)).getByText('Call').closest('.MuiChip-root')!.querySelector('svg')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  expect(direction(text!)).toHaveTextContent(/^Outgoing$/);
  expect(direction(older!)).toHaveTextContent(/^Outgoing$/);
});

it("the Messages tab shows each call's outcome as its status: answered, busy, no answer, failed; Placed until it is known", async () => {
  const call = (id: string, extra: object) => ({
    id,
    from: 'NagText',
    to: '+15551230001',
    body: 'This is NagText',
    direction: 'outbound',
    channel: 'voice',
    receivedAt: '2026-11-26T17:03:00.000Z',
    ...extra,
  });
  const api = new FakeApi().on('GET /admin/users/u1', ok(aUser())).on(
    'GET /admin/users/u1/messages',
    ok({
      messages: [
        call('c1', { status: 'delivered', callResult: 'answered' }),
        call('c2', { status: 'delivered', callResult: 'busy' }),
        call('c3', { status: 'delivered', callResult: 'no_answer' }),
        call('c4', { status: 'delivered', callResult: 'failed' }),
        call('c5', { status: 'delivered' }),
        call('c6', { status: 'failed' }),
        {
          id: 't1',
          from: 'NagText',
          to: '+15551230001',
          body: 'Reminder',
          direction: 'outbound',
          channel: 'sms',
          status: 'delivered',
          receivedAt: '2026-11-26T17:00:00.000Z',
        },
      ],
      total: 7,
      sent: 1,
    }),
  );
  globalThis.fetch = api.fetch as typeof fetch;
  renderUserPage(AdminUserMessagesPage, 'u1', 'messages');
  const table = await screen.findByRole('table', { name: 'Messages' });
  const statuses = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[5]!.textContent);
  expect(statuses).toEqual(['Answered', 'Busy', 'No answer', 'Failed', 'Placed', 'Failed', 'Delivered']);
});

it('the Monthly Activity chart counts calls per month beside the texts', () => {
  const month = { revenue: 0, newUsers: 1, newSubscriptions: 0, messagesSent: 4 };
  render(
    <MonthlyCharts
      months={[
        { month: '2026-10', ...month, callsPlaced: 0 },
        { month: '2026-11', ...month, callsPlaced: 2 },
      ]}
    />,
  );
  const activity = screen.getByRole('region', { name: 'Monthly Activity' });
  expect(activity).toHaveTextContent(
    'New users, new subscriptions and calls placed per month (left scale); messages sent on a scale of their own (right)',
  );
  expect(
    within(activity)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['New Users: 1, 1', 'New Subscriptions: 0, 0', 'Messages Sent (right scale): 4, 4', 'Calls: 0, 2']);
});
