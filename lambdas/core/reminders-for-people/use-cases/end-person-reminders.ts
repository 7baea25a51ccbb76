import { pauseForGonePerson, type ReminderDeps } from '../../reminders';
import { removePerson, type RemovePersonDeps } from '../../people';
import type { PeopleView } from '#shared/contracts/people';

/**
 * A person's link with the owner ended (LEAVE, or Remove): each of the owner's reminders for them is paused, its
 * schedule gone, and stays on the owner's list. Safe to run again (one already at rest is left as it is); a nag due
 * meanwhile finds the link ended and pauses it the same way.
 */
export async function endPersonReminders(
  deps: Pick<ReminderDeps, 'reminders' | 'scheduler' | 'clock'>,
  ownerId: string,
  personId: string,
): Promise<void> {
  const now = deps.clock.now();
  for (const reminder of await deps.reminders.listForUser(ownerId))
    if (reminder.forPerson?.personId === personId) await pauseForGonePerson(deps, ownerId, reminder.id, now);
}

/**
 * DELETE /user/people/{personId}: their reminders from this owner paused first (so a retry after a failure part way,
 * which finds the person gone, has nothing left undone), then the person removed with one goodbye.
 */
export async function removePersonAndReminders(
  deps: RemovePersonDeps & Pick<ReminderDeps, 'reminders' | 'scheduler'>,
  ownerId: string,
  personId: string,
): Promise<PeopleView> {
  await endPersonReminders(deps, ownerId, personId);
  return removePerson(deps, ownerId, personId);
}
