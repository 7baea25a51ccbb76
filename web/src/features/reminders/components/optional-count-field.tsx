import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';

const NONE = '';

/**
 * A labelled native select of "None" and counts (hours, days) for one optional field of the reminder dialog. A value
 * set elsewhere (the API or a text may set any count in range) is kept as a choice of its own, so opening the dialog
 * never changes it; the server's 400 on the field shows in place of the help.
 */
export function OptionalCountField({
  form,
  name,
  label,
  choices,
  optionLabel,
  help,
}: {
  form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput>;
  name: 'headsUpHours' | 'windowDays';
  label: string;
  choices: readonly number[];
  optionLabel: (count: number) => string;
  help: string;
}) {
  const helpId = useId();
  const error = form.formState.errors[name];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const value = field.value ?? null;
        const shown = value !== null && !choices.includes(value) ? [...choices, value].sort((a, b) => a - b) : choices;
        return (
          <TextField
            label={label}
            select
            value={value === null ? NONE : String(value)}
            onChange={(event) => field.onChange(event.target.value === NONE ? null : Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            fullWidth
            error={!!error}
            helperText={error?.message ?? help}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              formHelperText: { id: helpId },
              htmlInput: { 'aria-describedby': helpId },
            }}
          >
            <option value={NONE}>None</option>
            {shown.map((count) => (
              <option key={count} value={String(count)}>
                {optionLabel(count)}
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
}
