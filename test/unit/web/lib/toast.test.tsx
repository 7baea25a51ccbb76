import { render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { toast } from '@/lib/toast';

/** What the person reads: every notice on screen. */
const shown = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('notices on screen', () => {
  beforeEach(() => render(<SnackbarProvider maxSnack={3} />));

  it('a newer success replaces the older one: a step that is over says nothing more', async () => {
    toast.success('Reminder added successfully!');
    await screen.findByText('Reminder added successfully!');
    toast.success('Reminder marked as done!');
    await screen.findByText('Reminder marked as done!');
    await waitFor(() => expect(shown()).toEqual(['Reminder marked as done!']));
  });

  it('an error stays beside a later success until what failed works (or all are dismissed)', async () => {
    toast.error('Failed to update reminder');
    toast.success('Reminder added successfully!');
    await screen.findByText('Reminder added successfully!');
    expect(shown()).toEqual(expect.arrayContaining(['Failed to update reminder', 'Reminder added successfully!']));
    toast.dismissErrors();
    await waitFor(() => expect(shown()).toEqual(['Reminder added successfully!']));
    toast.dismissAll();
    await waitFor(() => expect(shown()).toEqual([]));
  });
});
