import TextField from '@mui/material/TextField';
import type { ChangeEventHandler, Ref } from 'react';
import type { TimeZoneChoice } from '@shared/timezones';

interface TimeZoneSelectProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: () => void;
  name?: string;
  /** react-hook-form's field ref, so a refused zone can take focus. */
  ref?: Ref<HTMLInputElement>;
  /** The problem to show instead of the helper text. */
  error?: string;
  zones: readonly TimeZoneChoice[];
  helperText: string;
  /** The field's name on screen; "Time Zone" unless another zone is asked (where you are, a fixed time's). */
  label?: string;
  required?: boolean;
}

/** Zones in runs of the same country, in list order: a zone with no country stands alone. */
function byCountry(zones: readonly TimeZoneChoice[]): { group?: string; zones: TimeZoneChoice[] }[] {
  const runs: { group?: string; zones: TimeZoneChoice[] }[] = [];
  for (const zone of zones) {
    const last = runs.at(-1);
    if (last && zone.group && last.group === zone.group) last.zones.push(zone);
    else runs.push({ group: zone.group, zones: [zone] });
  }
  return runs;
}

const option = (zone: TimeZoneChoice) => (
  <option key={zone.value} value={zone.value}>
    {zone.label}
  </option>
);

/**
 * The time-zone dropdown of sign-up, Settings and the admin's Edit User: a native select (fast on phones), labelled.
 * Zones are grouped by country (the US first, as the spec lists them). Takes a react-hook-form field's props as they are (`{...field}`) or a plain value and onChange.
 */
export function TimeZoneSelect({ ref, error, zones, helperText, label = 'Time Zone', ...field }: TimeZoneSelectProps) {
  return (
    <TextField
      {...field}
      inputRef={ref}
      select
      label={label}
      fullWidth
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {byCountry(zones).map((run) =>
        run.group ? (
          <optgroup key={run.group} label={run.group}>
            {run.zones.map(option)}
          </optgroup>
        ) : (
          run.zones.map(option)
        ),
      )}
    </TextField>
  );
}
