import type { Task, TaskStatus } from '../../../../shared/contracts';

export type ReminderTab = 'all' | TaskStatus;

/** All, Pending, Completed (status done), Snoozed. */
export const REMINDER_TABS: readonly { value: ReminderTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'done', label: 'Completed' },
  { value: 'snoozed', label: 'Snoozed' },
];

/** The reminders a tab lists, soonest first by the wall time they are set for (all share the user's zone). */
export function remindersInTab(tasks: readonly Task[], tab: ReminderTab): Task[] {
  const when = (t: Task) => `${t.localDate}T${t.localTime}`;
  return tasks
    .filter((t) => tab === 'all' || t.status === tab)
    .sort((a, b) => when(a).localeCompare(when(b)) || a.createdAt.localeCompare(b.createdAt));
}
