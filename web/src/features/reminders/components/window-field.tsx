import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { WINDOW_CHOICES, windowLabel } from '../window-label';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';

const NONE = '';

/**
 * "Deadline window": the reminder's time is a deadline, with one gentle text a day from that many days before it
 * (None by default). A value set elsewhere (the API takes 1 to 31, a text may set any) is kept as a choice of its
 * own, so opening the dialog never changes it. The server's 400 (a window longer than the repeat allows, or beside
 * a heads-up) shows here.
 */
export function WindowField({ form }: { form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput> }) {
  const helpId = useId();
  const error = form.formState.errors.windowDays;
  return (
    <Controller
      control={form.control}
      name="windowDays"
      render={({ field }) => {
        const value = field.value ?? null;
        const choices: readonly number[] =
          value !== null && !WINDOW_CHOICES.includes(value as never)
            ? [...WINDOW_CHOICES, value].sort((a, b) => a - b)
            : WINDOW_CHOICES;
        return (
          <TextField
            label="Deadline window"
            select
            value={value === null ? NONE : String(value)}
            onChange={(event) => field.onChange(event.target.value === NONE ? null : Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            fullWidth
            error={!!error}
            helperText={
              error?.message ??
              'The time above is the deadline: one gentle text a day before it, then the usual nags on the day.'
            }
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              formHelperText: { id: helpId },
              htmlInput: { 'aria-describedby': helpId },
            }}
          >
            <option value={NONE}>None</option>
            {choices.map((days) => (
              <option key={days} value={String(days)}>
                {windowLabel(days)} before
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
}
