import TextField from '@mui/material/TextField';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ChoreMode } from '@shared/vocabulary';
import { appNow } from '@/lib/app-clock';
import type { ChoreMemberChoice } from '../chore-members';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';
import type { PersonChoice } from '../reminder-recipient';
import { zoneLongName } from '../zone-name';

interface ForFieldProps {
  form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput>;
  people: readonly PersonChoice[];
  /** Who a shared chore may go to (you first); none: no household choices. On Edit, the chore's members. */
  household: readonly ChoreMemberChoice[];
  /** Editing: who it was saved for stays (the choice is shown, not offered). */
  fixed: boolean;
}

/** The household choices' values in the select (a person's is their id). */
const HOUSEHOLD_CHOICES: readonly { mode: ChoreMode; value: string; label: string }[] = [
  { mode: 'rotate', value: 'household-rotate', label: 'Household: take turns' },
  { mode: 'anyone', value: 'household-anyone', label: 'Household: anyone' },
];

const SHARED_HELP: Record<ChoreMode, string> = {
  rotate: 'Texts go to one member at a time, taking turns, from you, on your clock.',
  anyone:
    'Texts go to every member, from you, on your clock. The first DONE closes it for all, and the others are told.',
};

/**
 * "For": you, one of the people who joined your reminders (their texts come at their time, from you), or, with a
 * household, a chore shared in it: taking turns, or for anyone in it.
 */
export function ForField({ form, people, household, fixed }: ForFieldProps) {
  const { control, getValues, setValue } = form;
  const [chosen, mode] = useWatch({ control, name: ['forPersonId', 'shared.mode'] });
  const person = mode ? undefined : people.find((p) => p.id === chosen);
  const help = mode
    ? SHARED_HELP[mode]
    : person
      ? `Texts go to ${person.firstName}'s phone, from you, at their time (${zoneLongName(person.timezone, appNow())}).`
      : 'Texts go to your phone.';

  /** A household choice clears the person (and starts with everyone in it); a person or Me ends the sharing. */
  const choose = (value: string, onChange: (personId: string) => void) => {
    const shared = HOUSEHOLD_CHOICES.find((choice) => choice.value === value)?.mode ?? null;
    onChange(shared ? '' : value);
    const everyone = household.map((member) => member.id);
    if (shared && !getValues('shared.mode')) setValue('shared.memberIds', everyone);
    setValue('shared.mode', shared);
    // A shared chore keeps the owner's home or a fixed clock.
    if (shared && getValues('clock') === 'where_i_am') setValue('clock', 'home');
  };

  return (
    <Controller
      control={control}
      name="forPersonId"
      render={({ field, fieldState }) => {
        const error = fieldState.error ?? form.formState.errors.shared;
        return (
          <TextField
            label="For"
            select
            name={field.name}
            value={HOUSEHOLD_CHOICES.find((choice) => choice.mode === mode)?.value ?? field.value ?? ''}
            onChange={(event) => choose(event.target.value, field.onChange)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={fixed}
            fullWidth
            error={!!error?.message}
            helperText={error?.message ?? (fixed ? `${help} Who it is for can't change.` : help)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Me</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.firstName}
              </option>
            ))}
            {household.length > 0 &&
              HOUSEHOLD_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
          </TextField>
        );
      }}
    />
  );
}
