import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ChoreTurn } from '@shared/vocabulary';
import type { ChoreMemberChoice } from '../chore-members';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';

interface SharedChoreFieldsProps {
  form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput>;
  /** Who may be in it, in turn order (you first; on Edit, the chore's members). */
  members: readonly ChoreMemberChoice[];
  /** Editing: the sharing is shown, never changed. */
  fixed: boolean;
}

const TURN_CHOICES: readonly { value: ChoreTurn; label: string }[] = [
  { value: 'occurrence', label: 'Each time' },
  { value: 'week', label: 'Each week' },
];

const TURN_HELP: Record<ChoreTurn, string> = {
  occurrence: 'Each time it comes round, the next member in the list gets it.',
  week: 'One member has it for a week (Monday to Sunday), then the next in the list.',
};

/**
 * A shared chore's members (at least 2 of you and your household, in the order listed) and, taking turns, when the
 * turn passes.
 */
export function SharedChoreFields({ form, members, fixed }: SharedChoreFieldsProps) {
  const helpId = useId();
  const { control, register } = form;
  const [mode, turn] = useWatch({ control, name: ['shared.mode', 'shared.turn'] });
  const turnIssue = form.formState.errors.shared?.turn;
  const { ref: turnRef, ...turnField } = register('shared.turn');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Controller
        control={control}
        name="shared.memberIds"
        render={({ field, fieldState }) => {
          const chosen = new Set(field.value);
          // Kept in the list's order, whatever the order of the clicks: that is the turn order.
          const toggle = (id: string, on: boolean) =>
            field.onChange(
              members.map((member) => member.id).filter((memberId) => (memberId === id ? on : chosen.has(memberId))),
            );
          return (
            <FormControl component="fieldset" error={!!fieldState.error} disabled={fixed} sx={{ minWidth: 0 }}>
              <FormLabel component="legend">Members</FormLabel>
              <FormGroup row sx={{ columnGap: 1 }}>
                {members.map((member, index) => (
                  <FormControlLabel
                    key={member.id}
                    sx={{ mr: 1, minWidth: 0, overflowWrap: 'anywhere' }}
                    control={
                      <Checkbox
                        checked={chosen.has(member.id)}
                        onChange={(event) => toggle(member.id, event.target.checked)}
                        onBlur={field.onBlur}
                        // The first takes the focus when the server names the members.
                        {...(index === 0 ? { inputRef: field.ref } : {})}
                        slotProps={{ input: { 'aria-describedby': helpId } }}
                      />
                    }
                    label={member.name}
                  />
                ))}
              </FormGroup>
              <FormHelperText id={helpId} sx={{ mx: 0 }}>
                {fieldState.error?.message ??
                  (mode === 'rotate'
                    ? 'At least 2. Turns go in this order.'
                    : 'At least 2. Each of them gets the texts.')}
              </FormHelperText>
            </FormControl>
          );
        }}
      />
      {mode === 'rotate' && (
        <TextField
          label="Turn passes"
          select
          {...turnField}
          inputRef={turnRef}
          disabled={fixed}
          fullWidth
          error={!!turnIssue}
          helperText={turnIssue?.message ?? TURN_HELP[turn]}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {TURN_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </TextField>
      )}
    </Box>
  );
}
