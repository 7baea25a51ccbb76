import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { ConfirmDialog } from '../../../web/src/features/account/components/confirm-dialog';
import { DeleteAccountCodeStep } from '../../../web/src/features/account/components/delete-account-code-step';
import { DeleteAccountDialog } from '../../../web/src/features/account/components/delete-account-dialog';
import { DeleteUserDialog } from '../../../web/src/features/admin/components/delete-user-dialog';
import { EditUserDialog } from '../../../web/src/features/admin/components/edit-user-dialog';
import { NoAccountDialog } from '../../../web/src/features/auth/components/no-account-dialog';
import { DeleteReminderDialog } from '../../../web/src/features/reminders/components/delete-reminder-dialog';
import { aProfile } from './account/fake-api';
import { aTask } from './reminders/fake-tasks-api';
import { viewportWidth } from './viewport-width';

const noop = () => {};

function CodeStep() {
  const form = useForm({ defaultValues: { code: '' } });
  return (
    <Dialog open aria-label="Delete your account?">
      <DeleteAccountCodeStep
        phone="+15551230001"
        resent={false}
        form={form}
        descriptionId="code-step-text"
        deleting={false}
        sending={false}
        secondsLeft={0}
        onDelete={noop}
        onResend={noop}
        onCancel={noop}
      />
    </Dialog>
  );
}

/**
 * Every dialog with its actions: the main one, any other, the way out, and the button that has the focus when it
 * opens (where the dialog gives one the focus).
 */
const dialogs: [name: string, dialog: () => ReactElement, actions: string[], focused: string | null][] = [
  [
    'Delete User',
    () => <DeleteUserDialog name="Ann Lee" deleting={false} onConfirm={noop} onCancel={noop} />,
    ['Delete', 'Cancel'],
    'Cancel',
  ],
  [
    'Edit User',
    () => (
      <EditUserDialog
        user={{ ...aProfile(), fullName: 'Test User', isActive: true, smsOptIn: true }}
        saving={false}
        issues={{}}
        onSave={noop}
        onClose={noop}
      />
    ),
    ['Save Changes', 'Cancel'],
    null,
  ],
  [
    'Delete this reminder?',
    () => <DeleteReminderDialog reminder={aTask({ task: 'Water plants' })} onConfirm={noop} onCancel={noop} />,
    ['Delete', 'Cancel'],
    'Cancel',
  ],
  [
    'No Account Found',
    () => <NoAccountDialog phone="+1 555-123-0001" onTryDifferentNumber={noop} onSignUp={noop} />,
    ['Sign Up', 'Try Different Number'],
    'Sign Up',
  ],
  [
    'Stop texting your buddy?',
    () => (
      <ConfirmDialog
        open
        title="Stop texting your buddy?"
        confirmLabel="Remove buddy"
        busyLabel="Removing..."
        busy={false}
        onConfirm={noop}
        onCancel={noop}
      >
        They will get no more texts about your reminders.
      </ConfirmDialog>
    ),
    ['Remove buddy', 'Cancel'],
    'Cancel',
  ],
  [
    'Delete your account?',
    () => (
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <DeleteAccountDialog open phoneNumber="+15551230001" onClose={noop} />
        </QueryClientProvider>
      </MemoryRouter>
    ),
    ['Text me a code', 'Cancel'],
    'Text me a code',
  ],
  [
    'Delete your account? (the code step)',
    () => <CodeStep />,
    ['Delete my account for good', 'Send a new code', 'Cancel'],
    null,
  ],
];

/** The dialog's action row, in the order Tab reaches its buttons (the DOM's: they all have tabindex 0). */
async function actionRow() {
  const row = (await screen.findByRole('dialog')).querySelector<HTMLElement>('.MuiDialogActions-root');
  if (!row) throw new Error('the dialog has no action row');
  return within(row).getAllByRole('button');
}

describe.each(dialogs)('%s', (_name, dialog, actions, focused) => {
  it('at 360 px stacks its actions with the main one on top, in the order Tab reaches them', async () => {
    viewportWidth(360);
    render(dialog());
    expect((await actionRow()).map((button) => button.textContent)).toEqual(actions);
    if (focused) expect(screen.getByRole('button', { name: focused })).toHaveFocus();
  });

  it('from 600 px puts them side by side with the way out on the left, in the order Tab reaches them', async () => {
    viewportWidth(1440);
    render(dialog());
    expect((await actionRow()).map((button) => button.textContent)).toEqual([...actions].reverse());
    if (focused) expect(screen.getByRole('button', { name: focused })).toHaveFocus();
  });
});
