import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Reminder } from '../reminder';
import { updateCachedReminders, withoutReminder, withReminder } from '../reminder-list-cache';
import { useReminderFailure } from '../use-reminder-failure';
import { REMINDER_MUTATION_KEY, REMINDERS_QUERY_KEY } from './list-reminders';
import { settleReminders } from './settle-reminders';

/** DELETE /tasks/{id}: the reminder and its texts stop for good. */
export const deleteReminder = (reminder: Reminder) => api(contracts.deleteTask, { params: { id: reminder.id } });

/** The card goes at once and comes back if the server refuses. */
export function useDeleteReminder() {
  const queryClient = useQueryClient();
  const onFailure = useReminderFailure();
  return useMutation({
    mutationKey: REMINDER_MUTATION_KEY,
    mutationFn: deleteReminder,
    onMutate: async (reminder) => {
      await queryClient.cancelQueries({ queryKey: REMINDERS_QUERY_KEY });
      updateCachedReminders(queryClient, (reminders) => withoutReminder(reminders, reminder.id));
    },
    onSuccess: () => toast.success('Reminder deleted successfully!'),
    onError: (error, reminder) => {
      updateCachedReminders(queryClient, (reminders) => withReminder(reminders, reminder.id, reminder));
      onFailure(error, 'Failed to delete reminder');
    },
    onSettled: () => settleReminders(queryClient),
  });
}
