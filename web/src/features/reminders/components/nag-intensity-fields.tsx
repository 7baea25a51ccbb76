import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { type NagStyle } from '@shared/contracts';
import { NAG_EVERY_MINUTES } from '@shared/vocabulary';
import { NAG_LADDERS } from '@shared/nag-ladders';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';

const NAG_STYLE_VALUES = Object.keys(NAG_LADDERS) as NagStyle[];

/** An empty choice or field is null (the account's style, the style's own timing), never "". */
const styleOf = (value: unknown): NagStyle | null =>
  NAG_STYLE_VALUES.includes(value as NagStyle) ? (value as NagStyle) : null;
const minutesOf = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

interface NagIntensityFieldsProps {
  form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput>;
}

/** This reminder's nagging: a style of its own (or the account's), and optionally a fixed every-N-minutes ladder. */
export function NagIntensityFields({ form }: NagIntensityFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const nagStyle = useWatch({ control, name: 'nagStyle' });
  const { ref: styleRef, ...style } = register('nagStyle', { setValueAs: styleOf });
  const { ref: minutesRef, ...minutes } = register('nagEveryMinutes', { setValueAs: minutesOf });

  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <TextField
        label="Nag style"
        select
        {...style}
        inputRef={styleRef}
        fullWidth
        error={!!errors.nagStyle}
        helperText={
          errors.nagStyle?.message ?? (nagStyle ? NAG_LADDERS[nagStyle].summary : 'The style you chose in Settings.')
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">My default (from Settings)</option>
        {NAG_STYLE_VALUES.map((value) => (
          <option key={value} value={value}>
            {NAG_LADDERS[value].label}
          </option>
        ))}
      </TextField>
      <TextField
        label="Or text me every"
        type="number"
        {...minutes}
        inputRef={minutesRef}
        fullWidth
        error={!!errors.nagEveryMinutes}
        helperText={
          errors.nagEveryMinutes?.message ??
          `Optional: ${NAG_EVERY_MINUTES.min} to ${NAG_EVERY_MINUTES.max} minutes, until you reply DONE. Empty: the style's timing.`
        }
        slotProps={{
          inputLabel: { shrink: true },
          input: { endAdornment: <InputAdornment position="end">minutes</InputAdornment> },
          htmlInput: { min: NAG_EVERY_MINUTES.min, max: NAG_EVERY_MINUTES.max, step: 1, inputMode: 'numeric' },
        }}
      />
    </Box>
  );
}
