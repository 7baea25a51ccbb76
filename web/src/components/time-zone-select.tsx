import TextField from '@mui/material/TextField';
import type { ChangeEventHandler, Ref } from 'react';

interface TimeZoneSelectProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: () => void;
  name?: string;
  /** react-hook-form's field ref, so a refused zone can take focus. */
  ref?: Ref<HTMLInputElement>;
  /** The problem to show instead of the helper text. */
  error?: string;
  zones: readonly { value: string; label: string }[];
  helperText: string;
}

/**
 * The time-zone dropdown of sign-up, Settings and the admin's Edit User: a native select (fast on phones), labelled.
 * Takes a react-hook-form field's props as they are (`{...field}`) or a plain value and onChange.
 */
export function TimeZoneSelect({ ref, error, zones, helperText, ...field }: TimeZoneSelectProps) {
  return (
    <TextField
      {...field}
      inputRef={ref}
      select
      label="Time Zone"
      fullWidth
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {zones.map((zone) => (
        <option key={zone.value} value={zone.value}>
          {zone.label}
        </option>
      ))}
    </TextField>
  );
}
