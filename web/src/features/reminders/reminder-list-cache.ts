import type { QueryClient } from '@tanstack/react-query';
import type { Reminder } from './reminder';
import { REMINDERS_QUERY_KEY } from './api/list-reminders';

/** Changes the cached reminder list in place of a re-read: the optimistic steps and their undoing. */
export function updateCachedReminders(queryClient: QueryClient, change: (reminders: Reminder[]) => Reminder[]): void {
  queryClient.setQueryData<Reminder[]>(REMINDERS_QUERY_KEY, (reminders) => (reminders ? change(reminders) : reminders));
}

/** The list with `reminder` in place of the one with `id` (or added, when there is none). */
export function withReminder(reminders: Reminder[], id: string, reminder: Reminder): Reminder[] {
  return reminders.some((t) => t.id === id)
    ? reminders.map((t) => (t.id === id ? reminder : t))
    : [...reminders, reminder];
}

export const withoutReminder = (reminders: Reminder[], id: string): Reminder[] => reminders.filter((t) => t.id !== id);
