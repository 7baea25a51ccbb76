import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveSubscribedDashboard } from './fake-tasks-api';
import { renderDashboard } from './render-dashboard';
import { viewportWidth } from '../viewport-width';

beforeEach(() => localStorage.setItem('token', 'user-token'));
afterEach(() => localStorage.clear());

/** The dialog's buttons after "More options", in the order Tab reaches them. */
const actionsInTabOrder = () => {
  const names = within(screen.getByRole('dialog'))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
  return names.slice(names.findIndex((name) => name.includes('More options')) + 1);
};

describe("the Add New Reminder dialog's actions", () => {
  it.each([
    // Stacked on a phone, Add Reminder on top: Tab reaches it first.
    [360, ['Add Reminder', 'Cancel']],
    // Side by side from 600 px, Cancel on the left: Tab goes left to right.
    [1440, ['Cancel', 'Add Reminder']],
  ])('at %i px come in the order they are shown', async (width, order) => {
    viewportWidth(width);
    serveSubscribedDashboard([]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
    expect(actionsInTabOrder()).toEqual(order);

    // Tab from More options lands on the first of them.
    within(screen.getByRole('dialog'))
      .getByRole('button', { name: /More options/ })
      .focus();
    await user.tab();
    expect(document.activeElement).toHaveTextContent(order[0]!);
  });

  it('Enter in a field still submits the form', async () => {
    viewportWidth(360);
    const { api } = serveSubscribedDashboard([]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add New Reminder' }));
    const task = within(screen.getByRole('dialog')).getByLabelText('Task');
    await user.type(task, 'Water plants{Enter}');
    await screen.findByRole('article', { name: /Water plants/ });
    expect(api.callsTo('POST /tasks')).toHaveLength(1);
  });
});
