import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { HEADS_UP_CHOICES, headsUpLabel } from '../heads-up-label';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';

const NONE = '';

/**
 * "Heads-up before": one text that long before each occurrence (None by default). A value set elsewhere (the API
 * takes any whole hour from 1 to 72) is kept as a choice of its own, so opening the dialog never changes it.
 */
export function HeadsUpField({ form }: { form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput> }) {
  const helpId = useId();
  const error = form.formState.errors.headsUpHours;
  return (
    <Controller
      control={form.control}
      name="headsUpHours"
      render={({ field }) => {
        const value = field.value ?? null;
        const choices: readonly number[] =
          value !== null && !HEADS_UP_CHOICES.includes(value as never)
            ? [...HEADS_UP_CHOICES, value].sort((a, b) => a - b)
            : HEADS_UP_CHOICES;
        return (
          <TextField
            label="Heads-up before"
            select
            value={value === null ? NONE : String(value)}
            onChange={(event) => field.onChange(event.target.value === NONE ? null : Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            fullWidth
            error={!!error}
            helperText={
              error?.message ?? 'One text before each time, with no nagging. Reply DONE to it if it is already handled.'
            }
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              formHelperText: { id: helpId },
              htmlInput: { 'aria-describedby': helpId },
            }}
          >
            <option value={NONE}>None</option>
            {choices.map((hours) => (
              <option key={hours} value={String(hours)}>
                {headsUpLabel(hours)}
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
}
