import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ReminderClock } from '@shared/vocabulary';
import { anyTimeZoneChoices } from '@/components/any-time-zone-choices';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { browserTimeZone } from '../browser-time-zone';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';

export const CLOCK_CHOICES: readonly { value: ReminderClock; label: string; help: string }[] = [
  {
    value: 'home',
    label: 'Home time',
    help: 'Stays on your home time zone when you travel: pills taken by the body’s clock.',
  },
  { value: 'where_i_am', label: 'Where I am', help: 'Moves with you when you travel: bedtime, the gym.' },
  {
    value: 'fixed',
    label: 'A fixed time zone',
    help: 'One moment in the zone you choose, wherever you are: a call at 3:00 PM New York time.',
  },
];

type ReminderForm = UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput>;

interface ClockFieldProps {
  form: ReminderForm;
  /** A shared chore runs on the owner's home or a fixed clock: "Where I am" is not offered. */
  offerWhereIAm?: boolean;
}

/**
 * "Follows": which clock the reminder's time keeps (home time by default). With a fixed time zone, that zone is asked
 * for (required): the date and time above are read in it.
 */
export function ClockField({ form, offerWhereIAm = true }: ClockFieldProps) {
  const helpId = useId();
  const { control, setValue, getValues, formState } = form;
  const clock = useWatch({ control, name: 'clock' }) ?? 'home';
  // The zone the reminder had stays on the list even when no list names it.
  const [initialZone] = useState(() => getValues('clockZone') ?? '');
  const zones = useMemo(
    () => [{ value: '', label: 'Choose a time zone' }, ...anyTimeZoneChoices(initialZone, browserTimeZone())],
    [initialZone],
  );
  const error = formState.errors.clock;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Controller
        control={control}
        name="clock"
        render={({ field }) => (
          <TextField
            label="Follows"
            select
            value={field.value ?? 'home'}
            onChange={(event) => {
              const next = event.target.value as ReminderClock;
              field.onChange(next);
              // Only a fixed time has a zone of its own.
              if (next !== 'fixed') setValue('clockZone', null, { shouldValidate: !!formState.errors.clockZone });
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            fullWidth
            error={!!error}
            helperText={error?.message ?? CLOCK_CHOICES.find((c) => c.value === clock)?.help}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              formHelperText: { id: helpId },
              htmlInput: { 'aria-describedby': helpId },
            }}
          >
            {CLOCK_CHOICES.filter((choice) => offerWhereIAm || choice.value !== 'where_i_am').map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </TextField>
        )}
      />
      {clock === 'fixed' && (
        <Controller
          control={control}
          name="clockZone"
          render={({ field, fieldState }) => (
            <TimeZoneSelect
              {...field}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
              label="Fixed time zone"
              required
              error={fieldState.error?.message}
              zones={zones}
              helperText="The date and time above are in this time zone."
            />
          )}
        />
      )}
    </Box>
  );
}
