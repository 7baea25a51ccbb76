import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Profile } from '@shared/contracts';
import { usePeople } from '@/api/people';
import { LoadFailedNotice } from '@/components/load-failed-notice';
import { PageLoader } from '@/components/page-loader';
import { householdLine } from '../household-text';
import { AccountCard } from './account-card';
import { PeopleList } from './people-list';
import { PersonInviteForm } from './person-invite-form';

const TITLE = 'People you remind';
const SUBTITLE = 'Reminders you add for someone else come to their phone, from you.';

/**
 * The people who get your reminders on their own phone: each joins by texting an invite's code (NagText never texts
 * them first) and can leave at any time. Who is in your household, your people with In household and Remove, then the
 * invite form and the open invites.
 */
export function PeopleCard({ profile }: { profile: Profile }) {
  const people = usePeople();
  // Each removal moves the focus to the invite's first field (the Remove button that had it is gone).
  const [removals, setRemovals] = useState(0);

  if (people.isPending) {
    return (
      <AccountCard title={TITLE} subtitle={SUBTITLE}>
        <PageLoader label="Loading your people" minHeight="6rem" />
      </AccountCard>
    );
  }
  if (people.isError) {
    return (
      <AccountCard title={TITLE} subtitle={SUBTITLE}>
        <LoadFailedNotice message="Failed to load your people" onRetry={() => void people.refetch()} />
      </AccountCard>
    );
  }

  const { people: joined, invites } = people.data;
  return (
    <AccountCard title={TITLE} subtitle={SUBTITLE}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {joined.some((person) => person.status === 'joined') && (
          <Typography variant="body2" color="text.secondary">
            {householdLine(joined)}
          </Typography>
        )}
        {joined.length > 0 ? (
          <PeopleList people={joined} timeZone={profile.timezone} onRemoved={() => setRemovals((count) => count + 1)} />
        ) : (
          invites.length === 0 && <Typography sx={{ fontWeight: 500 }}>No one yet.</Typography>
        )}
        <PersonInviteForm profile={profile} invites={invites} focusKey={removals} />
      </Box>
    </AccountCard>
  );
}
