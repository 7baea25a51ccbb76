import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Person } from '@shared/contracts/people';
import { failureDescription } from '@/lib/failure-description';
import { useSetPersonHousehold } from '../api/people';

interface HouseholdSwitchProps {
  person: Person;
  /** Why the last change of this person's was refused; cleared by the list on any change that works. */
  error: string | undefined;
  onSaved: () => void;
  onFailed: (message: string) => void;
}

/**
 * "In household" for one joined person: shared chores may go to them. It shows the choice at once and goes back if
 * the server refuses (a full household, say), with why beside it. Two items of the row's flex line: the switch, and
 * the refusal on a line of its own at the row's end.
 */
export function HouseholdSwitch({ person, error, onSaved, onFailed }: HouseholdSwitchProps) {
  const errorId = useId();
  const change = useSetPersonHousehold();
  const checked = change.isPending ? change.variables.household : person.household;

  const onChange = (household: boolean) => {
    if (change.isPending) return;
    change.mutate(
      { personId: person.id, household },
      {
        onSuccess: onSaved,
        onError: (failure) =>
          onFailed(
            failureDescription(failure) ??
              `Couldn't ${household ? 'add' : 'take'} ${person.firstName} ${household ? 'to' : 'out of'} your household.`,
          ),
      },
    );
  };

  return (
    <>
      <FormControlLabel
        sx={{ mr: 0 }}
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-label': `${person.firstName} in household`,
                ...(error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {}),
              },
            }}
          />
        }
        label="In household"
      />
      {error && (
        <Typography
          id={errorId}
          role="alert"
          variant="body2"
          color="error"
          sx={{ order: 1, flexBasis: '100%', overflowWrap: 'anywhere' }}
        >
          {error}
        </Typography>
      )}
    </>
  );
}
