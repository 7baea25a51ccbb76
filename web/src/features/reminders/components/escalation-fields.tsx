import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CALL_AFTER_NAGS } from '@shared/vocabulary';
import { paths } from '@/config/paths';
import type { EscalationOptions } from '../escalation-options';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';

/** "Call me if I ignore N texts" starts at 3 when turned on. */
const DEFAULT_CALL_AFTER_NAGS = 3;
const CALL_AFTER_CHOICES = Array.from(
  { length: CALL_AFTER_NAGS.max - CALL_AFTER_NAGS.min + 1 },
  (_, i) => CALL_AFTER_NAGS.min + i,
);

const NO_BUDDY_BECAUSE: Record<EscalationOptions['noBuddyBecause'], string> = {
  none: '',
  expired: "Your buddy didn't answer in time. ",
  left: 'Your buddy left. ',
  opted_out: 'Your buddy has opted out. ',
};

/** Why an option is off ("Turn on calls in Settings to use this"), with the way to Settings. */
function InSettings({ id, before, after }: { id: string; before: string; after: string }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary">
      {before}
      <Link href={paths.settings}>Settings</Link>
      {after}
    </Typography>
  );
}

function Help({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

interface EscalationFieldsProps {
  form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput>;
  options: EscalationOptions;
}

/**
 * Past the texts: a call after N ignored ones, and a text to the buddy when the day ends unanswered. Shown even
 * when the account cannot use them, disabled, with what to turn on in Settings.
 */
export function EscalationFields({ form, options }: EscalationFieldsProps) {
  const {
    control,
    formState: { errors },
  } = form;
  const callHelpId = useId();
  const buddyHelpId = useId();
  const [lastCount, setLastCount] = useState(() => form.getValues('callAfterNags') ?? DEFAULT_CALL_AFTER_NAGS);

  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Controller
        control={control}
        name="callAfterNags"
        render={({ field }) => {
          const on = field.value !== null && field.value !== undefined;
          const count = field.value ?? lastCount;
          return (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1.5 }}>
                <FormControlLabel
                  sx={{ mr: 0, flex: '1 1 12rem' }}
                  disabled={!options.calls}
                  control={
                    <Switch
                      checked={on}
                      onChange={(event) => field.onChange(event.target.checked ? lastCount : null)}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      slotProps={{ input: { 'aria-describedby': callHelpId } }}
                    />
                  }
                  label={`Call me if I ignore ${count} texts`}
                />
                <TextField
                  label="Texts before the call"
                  select
                  value={count}
                  onChange={(event) => {
                    const chosen = Number(event.target.value);
                    setLastCount(chosen);
                    field.onChange(chosen);
                  }}
                  disabled={!options.calls || !on}
                  error={!!errors.callAfterNags}
                  size="small"
                  sx={{ flex: '0 1 12rem', minWidth: '10rem' }}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {CALL_AFTER_CHOICES.map((n) => (
                    <option key={n} value={n}>
                      {n} texts
                    </option>
                  ))}
                </TextField>
              </Box>
              {errors.callAfterNags ? (
                <Typography id={callHelpId} variant="body2" color="error">
                  {errors.callAfterNags.message}
                </Typography>
              ) : options.calls ? (
                <Help id={callHelpId}>
                  One automated call to your number when that many texts go unanswered; the texts go on after it.
                </Help>
              ) : (
                <InSettings id={callHelpId} before="Turn on calls in " after=" to use this" />
              )}
            </Box>
          );
        }}
      />
      <Controller
        control={control}
        name="tellBuddy"
        render={({ field }) => (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <FormControlLabel
              sx={{ mr: 0 }}
              disabled={!options.buddy}
              control={
                <Checkbox
                  checked={!!field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{ input: { 'aria-describedby': buddyHelpId } }}
                />
              }
              label="Tell my buddy if I ignore it"
            />
            {options.buddy ? (
              <Help id={buddyHelpId}>
                {options.buddy.firstName} gets one text if it is still not done when the day’s texts end.
              </Help>
            ) : (
              <InSettings
                id={buddyHelpId}
                before={`${NO_BUDDY_BECAUSE[options.noBuddyBecause]}Add a buddy in `}
                after=" to use this"
              />
            )}
          </Box>
        )}
      />
    </Box>
  );
}
