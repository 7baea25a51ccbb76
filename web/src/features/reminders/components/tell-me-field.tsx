import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';

interface TellMeFieldProps {
  form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput>;
  firstName: string;
}

/** For a reminder for someone else, what comes after their texts: one text to you when their day ends unanswered. */
export function TellMeField({ form, firstName }: TellMeFieldProps) {
  const helpId = useId();
  const error = form.formState.errors.tellMeIfIgnored;
  return (
    <Controller
      control={form.control}
      name="tellMeIfIgnored"
      render={({ field }) => (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <FormControlLabel
            sx={{ mr: 0 }}
            control={
              <Checkbox
                checked={!!field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
            label="Tell me if it's ignored"
          />
          <Typography id={helpId} variant="body2" color={error ? 'error' : 'text.secondary'}>
            {error?.message ??
              `You get one text if ${firstName} hasn't replied DONE when the day's texts end. Calls and your buddy are for your own reminders.`}
          </Typography>
        </Box>
      )}
    />
  );
}
