import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type ReminderInput } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { appNow } from '@/lib/app-clock';
import { cachedClockZones } from '../clock-zones';
import { unsavedReminder } from '../optimistic-reminder';
import { updateCachedReminders, withoutReminder, withReminder } from '../reminder-list-cache';
import { useReminderFailure } from '../use-reminder-failure';
import { REMINDER_MUTATION_KEY, REMINDERS_QUERY_KEY } from './list-reminders';
import { settleReminders } from './settle-reminders';

/** POST /tasks: the date and time are the user's wall time in their zone. */
export const createReminder = (input: ReminderInput) => api(contracts.createTask, { body: input });

/** Adds the card at once (in `zone`, the user's), then swaps in the saved reminder or takes the card away. */
export function useCreateReminder(zone: string) {
  const queryClient = useQueryClient();
  const onFailure = useReminderFailure();
  return useMutation({
    mutationKey: REMINDER_MUTATION_KEY,
    mutationFn: createReminder,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: REMINDERS_QUERY_KEY });
      const placeholder = unsavedReminder(input, zone, appNow(), cachedClockZones(queryClient)?.here);
      updateCachedReminders(queryClient, (reminders) => [...reminders, placeholder]);
      return { placeholderId: placeholder.id };
    },
    onSuccess: (saved, _input, context) => {
      updateCachedReminders(queryClient, (reminders) => withReminder(reminders, context.placeholderId, saved));
      toast.success('Reminder added successfully!');
    },
    onError: (error, _input, context) => {
      if (context) updateCachedReminders(queryClient, (reminders) => withoutReminder(reminders, context.placeholderId));
      onFailure(error, 'Failed to create reminder');
    },
    onSettled: () => settleReminders(queryClient),
  });
}
