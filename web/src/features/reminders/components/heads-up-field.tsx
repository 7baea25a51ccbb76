import type { UseFormReturn } from 'react-hook-form';
import { HEADS_UP_CHOICES, headsUpLabel } from '../heads-up-label';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';
import { OptionalCountField } from './optional-count-field';

/** "Heads-up before": one text that long before each occurrence (None by default; the API takes 1 to 72 hours). */
export function HeadsUpField({ form }: { form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput> }) {
  return (
    <OptionalCountField
      form={form}
      name="headsUpHours"
      label="Heads-up before"
      choices={HEADS_UP_CHOICES}
      optionLabel={headsUpLabel}
      help="One text before each time, with no nagging. Reply DONE to it if it is already handled."
    />
  );
}
