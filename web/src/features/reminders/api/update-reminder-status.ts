import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { appNow } from '@/lib/app-clock';
import type { Reminder } from '../reminder';
import { completedReminder } from '../optimistic-reminder';
import { updateCachedReminders, withReminder } from '../reminder-list-cache';
import { useReminderFailure } from '../use-reminder-failure';
import { REMINDER_MUTATION_KEY, REMINDERS_QUERY_KEY } from './list-reminders';
import { settleReminders } from './settle-reminders';

/** PUT /tasks/{id}/status to done: the current occurrence is complete (a recurring reminder moves on to its next). */
export const markReminderDone = (reminder: Reminder) =>
  api(contracts.updateTaskStatus, { params: { id: reminder.id }, body: { status: 'done' } });

/** "Mark done": the card shows it done at once, and returns to what it was if the server refuses. */
export function useMarkReminderDone() {
  const queryClient = useQueryClient();
  const onFailure = useReminderFailure();
  return useMutation({
    mutationKey: REMINDER_MUTATION_KEY,
    mutationFn: markReminderDone,
    onMutate: async (reminder) => {
      await queryClient.cancelQueries({ queryKey: REMINDERS_QUERY_KEY });
      updateCachedReminders(queryClient, (reminders) =>
        withReminder(reminders, reminder.id, completedReminder(reminder, appNow())),
      );
    },
    onSuccess: (saved) => {
      updateCachedReminders(queryClient, (reminders) => withReminder(reminders, saved.id, saved));
      // "Reminder marked as {status}!", with the status this button sets.
      toast.success('Reminder marked as done!');
    },
    onError: (error, reminder) => {
      updateCachedReminders(queryClient, (reminders) => withReminder(reminders, reminder.id, reminder));
      onFailure(error, 'Failed to update reminder status');
    },
    onSettled: () => settleReminders(queryClient),
  });
}

/** PUT /tasks/{id}/status to pending: a missed one-time reminder reopens, a paused repeating one resumes. */
export const reopenReminder = (reminder: Reminder) =>
  api(contracts.updateTaskStatus, { params: { id: reminder.id }, body: { status: 'pending' } });

/** "Resume" (paused) and "Reopen" (missed): the server says when the next text goes, so the card waits for it. */
export function useReopenReminder() {
  const queryClient = useQueryClient();
  const onFailure = useReminderFailure();
  return useMutation({
    mutationKey: REMINDER_MUTATION_KEY,
    mutationFn: reopenReminder,
    onSuccess: (saved, reminder) => {
      updateCachedReminders(queryClient, (reminders) => withReminder(reminders, saved.id, saved));
      toast.success(reminder.status === 'paused' ? 'Reminder resumed!' : 'Reminder reopened!');
    },
    onError: (error) => onFailure(error, 'Failed to update reminder status'),
    onSettled: () => settleReminders(queryClient),
  });
}
