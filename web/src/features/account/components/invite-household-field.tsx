import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { HOUSEHOLD_SIZE } from '@shared/vocabulary';
import type { PersonInviteFormInput, PersonInviteFormValues } from '../person-invite-form-schema';

/** The invite's "Add them to my household": their JOIN also puts them in it, so shared chores can go to them. */
export function InviteHouseholdField({
  control,
}: {
  control: Control<PersonInviteFormInput, unknown, PersonInviteFormValues>;
}) {
  const helpId = useId();
  return (
    <Controller
      control={control}
      name="household"
      render={({ field, fieldState }) => (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <FormControlLabel
            sx={{ mr: 0, justifySelf: 'start' }}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
            label="Add them to my household"
          />
          <Typography id={helpId} variant="body2" color={fieldState.error ? 'error' : 'text.secondary'}>
            {fieldState.error?.message ??
              `When they join, shared chores can go to them too. A household is you and up to ${HOUSEHOLD_SIZE - 1} others.`}
          </Typography>
        </Box>
      )}
    />
  );
}
