import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type ReminderInput } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Reminder } from '../reminder';
import { cachedClockZones } from '../clock-zones';
import { editedReminder } from '../optimistic-reminder';
import { updateCachedReminders, withReminder } from '../reminder-list-cache';
import { useReminderFailure } from '../use-reminder-failure';
import { REMINDER_MUTATION_KEY, REMINDERS_QUERY_KEY } from './list-reminders';
import { settleReminders } from './settle-reminders';

export interface ReminderEdit {
  reminder: Reminder;
  input: ReminderInput;
}

/** PUT /tasks/{id}: the whole reminder again (task, date, time, repeat). */
export const updateReminder = ({ reminder, input }: ReminderEdit) =>
  api(contracts.updateTask, { params: { id: reminder.id }, body: input });

/** Shows the edit at once; on failure the card returns to what it was. */
export function useUpdateReminder() {
  const queryClient = useQueryClient();
  const onFailure = useReminderFailure();
  return useMutation({
    mutationKey: REMINDER_MUTATION_KEY,
    mutationFn: updateReminder,
    onMutate: async ({ reminder, input }) => {
      await queryClient.cancelQueries({ queryKey: REMINDERS_QUERY_KEY });
      updateCachedReminders(queryClient, (reminders) =>
        withReminder(reminders, reminder.id, editedReminder(reminder, input, cachedClockZones(queryClient))),
      );
    },
    onSuccess: (saved) => {
      updateCachedReminders(queryClient, (reminders) => withReminder(reminders, saved.id, saved));
      toast.success('Reminder updated successfully!');
    },
    onError: (error, { reminder }) => {
      updateCachedReminders(queryClient, (reminders) => withReminder(reminders, reminder.id, reminder));
      onFailure(error, 'Failed to update reminder');
    },
    onSettled: () => settleReminders(queryClient),
  });
}
