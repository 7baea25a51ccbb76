import TextField from '@mui/material/TextField';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { appNow } from '@/lib/app-clock';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';
import type { PersonChoice } from '../reminder-recipient';
import { zoneLongName } from '../zone-name';

interface ForFieldProps {
  form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput>;
  people: readonly PersonChoice[];
  /** Editing: who it was saved for stays (the choice is shown, not offered). */
  fixed: boolean;
}

/** "For": you, or one of the people who joined your reminders; their texts come at their time, from you. */
export function ForField({ form, people, fixed }: ForFieldProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const chosen = useWatch({ control, name: 'forPersonId' });
  const person = people.find((p) => p.id === chosen);
  const { ref, ...field } = register('forPersonId');
  const help = person
    ? `Texts go to ${person.firstName}'s phone, from you, at their time (${zoneLongName(person.timezone, appNow())}).`
    : 'Texts go to your phone.';
  return (
    <TextField
      label="For"
      select
      {...field}
      inputRef={ref}
      disabled={fixed}
      fullWidth
      error={!!errors.forPersonId}
      helperText={errors.forPersonId?.message ?? (fixed ? `${help} Who it is for can't change.` : help)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Me</option>
      {people.map((p) => (
        <option key={p.id} value={p.id}>
          {p.firstName}
        </option>
      ))}
    </TextField>
  );
}
