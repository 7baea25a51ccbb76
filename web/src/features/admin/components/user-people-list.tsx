import Typography from '@mui/material/Typography';
import type { AdminPerson, AdminPersonInvite } from '@shared/contracts';
import { formatPhone } from '@shared/phone';
import { useAdminUser } from '../api/get-user';
import { formatAdminDateTime } from '../format-admin-date';
import { personStatusLabel } from '../status-labels';
import { LoadingRow } from './loading-row';
import { StatusChip, type ChipTone } from './status-chip';
import { UserItemsTable, type ItemColumn } from './user-items-table';

const PERSON_TONES: Record<AdminPerson['status'], ChipTone> = {
  joined: 'success',
  left: 'default',
  removed: 'default',
};

const PEOPLE_COLUMNS: ItemColumn<AdminPerson, never>[] = [
  { label: 'First Name', render: (p) => p.firstName },
  { label: 'Phone Number', render: (p) => formatPhone(p.phoneNumber) },
  {
    label: 'Status',
    render: (p) => <StatusChip label={personStatusLabel(p.status)} tone={PERSON_TONES[p.status] ?? 'default'} />,
  },
  { label: 'Household', render: (p) => (p.household ? 'Yes' : 'No') },
  { label: 'Joined At', render: (p) => formatAdminDateTime(p.joinedAt) },
  { label: 'Ended At', render: (p) => formatAdminDateTime(p.endedAt) },
];

type ShownInvite = AdminPersonInvite & { id: string };
const INVITE_COLUMNS: ItemColumn<ShownInvite, never>[] = [
  { label: 'First Name', render: (i) => i.firstName },
  { label: 'Into Household', render: (i) => (i.household ? 'Yes' : 'No') },
  { label: 'Expires At', render: (i) => formatAdminDateTime(i.expiresAt) },
];

function Empty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

/**
 * The people linked to the user's reminders, in every state (Joined, Left, Removed), oldest joined first, and the
 * user's open invites for people (who for, until when; never the code). Read with the user (GET /admin/users/{id}):
 * the frame shows that read's failure in place of the tabs.
 */
export function UserPeopleList({ userId }: { userId: string }) {
  const user = useAdminUser(userId);
  if (user.isPending) return <LoadingRow text="Loading people..." />;
  if (user.isError) return null;
  const { people, personInvites } = user.data;
  const invites = personInvites.map((invite, index): ShownInvite => ({ ...invite, id: `invite-${index}` }));
  return (
    <>
      {people.length === 0 ? (
        <Empty text="No people joined." />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {people.length.toLocaleString('en-US')} in all
          </Typography>
          <UserItemsTable label="People" items={people} columns={PEOPLE_COLUMNS} />
        </>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Open Invites
      </Typography>
      {invites.length === 0 ? (
        <Empty text="No open invites." />
      ) : (
        <UserItemsTable label="Open invites" items={invites} columns={INVITE_COLUMNS} minWidth={0} />
      )}
    </>
  );
}
