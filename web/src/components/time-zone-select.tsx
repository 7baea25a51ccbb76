import TextField from '@mui/material/TextField';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

interface TimeZoneSelectProps<T extends FieldValues> {
  field: ControllerRenderProps<T, Path<T>>;
  fieldState: ControllerFieldState;
  zones: readonly { value: string; label: string }[];
  helperText: string;
}

/** The time-zone dropdown of sign-up and Settings: a native select (fast on phones), labelled. */
export function TimeZoneSelect<T extends FieldValues>({ field: { ref, ...field }, fieldState, zones, helperText }: TimeZoneSelectProps<T>) {
  return (
    <TextField
      {...field}
      inputRef={ref}
      select
      label="Time Zone"
      fullWidth
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
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
