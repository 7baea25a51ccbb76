import type { UseFormReturn } from 'react-hook-form';
import { WINDOW_CHOICES, windowLabel } from '../window-label';
import type { ReminderDialogValues, SavedReminderInput } from '../reminder-form-values';
import { OptionalCountField } from './optional-count-field';

/**
 * "Deadline window": the reminder's time is a deadline, with one gentle text a day from that many days before it
 * (None by default; the API takes 1 to 31). The server's 400 (a window longer than the repeat allows, or beside a
 * heads-up) shows here.
 */
export function WindowField({ form }: { form: UseFormReturn<ReminderDialogValues, unknown, SavedReminderInput> }) {
  return (
    <OptionalCountField
      form={form}
      name="windowDays"
      label="Deadline window"
      choices={WINDOW_CHOICES}
      optionLabel={(days) => `${windowLabel(days)} before`}
      help="The time above is the deadline: one gentle text a day before it, then the usual nags on the day."
    />
  );
}
