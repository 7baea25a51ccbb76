import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Person } from '@shared/contracts/people';
import { formatPhone } from '@shared/phone';
import { ApiError } from '@/lib/api-error';
import { failureDescription } from '@/lib/failure-description';
import { toast } from '@/lib/toast';
import { useRemovePerson } from '../api/people';
import { formatMediumDate } from '../format-medium-date';
import { ConfirmDialog } from './confirm-dialog';
import { HouseholdSwitch } from './household-switch';
import { timeZoneLabel } from '@/components/time-zone-choices';
import { formatWallTime } from '@/lib/format-wall-time';

interface PeopleListProps {
  people: readonly Person[];
  timeZone: string;
  /** After a person is removed (their Remove button is gone with them). */
  onRemoved: () => void;
}

/** Where a person stands, in one sentence: joined, or left by replying LEAVE. */
function statusText(person: Person, timeZone: string): string {
  const date = (iso: string | undefined) => formatMediumDate(iso, timeZone) ?? 'recently';
  return person.status === 'joined'
    ? `Joined ${date(person.joinedAt)}`
    : `Left ${date(person.endedAt)}: they replied LEAVE. Invite them again to bring them back.`;
}

/**
 * The people who joined (and those who left, for a while), each with where they stand, and while joined "In household"
 * and Remove.
 */
export function PeopleList({ people, timeZone, onRemoved }: PeopleListProps) {
  const [confirming, setConfirming] = useState<Person | null>(null);
  // Why a household change was refused, by person: any change that works answers the list as it is, so all go.
  const [householdErrors, setHouseholdErrors] = useState<Readonly<Record<string, string>>>({});
  // The dialog keeps its words while it closes.
  const [asked, setAsked] = useState<Person | null>(null);
  const remove = useRemovePerson();

  const ask = (person: Person) => {
    setAsked(person);
    setConfirming(person);
  };

  const onRemove = () => {
    if (!confirming || remove.isPending) return;
    const name = confirming.firstName;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        toast.dismissErrors();
        toast.success(`${name} removed`);
        onRemoved();
      },
      onError: (error) => {
        toast.error(`Failed to remove ${name}`, failureDescription(error));
        // Already gone or left (404, 409): asking again cannot help, and the list is read again to show it.
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) setConfirming(null);
      },
    });
  };

  const name = asked?.firstName ?? '';
  return (
    <>
      <Box component="ul" aria-label="Your people" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {people.map((person) => (
          <Box component="li" key={person.id} sx={{ display: 'grid', gap: 1 }}>
            <Box>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {person.firstName}{' '}
                <Typography component="span" color="text.secondary">
                  {formatPhone(person.phoneNumber)}
                </Typography>
              </Typography>
              <Typography
                role="status"
                sx={{ mt: 0.5, color: person.status === 'joined' ? 'success.main' : 'warning.main' }}
              >
                {statusText(person, timeZone)}
              </Typography>
              {person.status === 'joined' && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  Their time: {timeZoneLabel(person.timezone)}, quiet {formatWallTime(person.quietHoursStart)}-
                  {formatWallTime(person.quietHoursEnd)}. They change these by texting ZONE or QUIET.
                </Typography>
              )}
            </Box>
            {person.status === 'joined' && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
                <HouseholdSwitch
                  person={person}
                  error={householdErrors[person.id]}
                  onSaved={() => setHouseholdErrors({})}
                  onFailed={(message) => setHouseholdErrors((errors) => ({ ...errors, [person.id]: message }))}
                />
                <Button color="error" onClick={() => ask(person)} aria-label={`Remove ${person.firstName}`}>
                  Remove
                </Button>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={`Remove ${name}?`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={onRemove}
        onCancel={() => setConfirming(null)}
      >
        {`${name} gets one text saying you removed them, and your reminders for them pause. They stay on your list of reminders.`}
      </ConfirmDialog>
    </>
  );
}
