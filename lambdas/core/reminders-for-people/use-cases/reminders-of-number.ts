import type { Reminder } from '../../reminders/domain/reminder';
import type { User } from '../../users/domain/user';
import { isLivePerson } from '../../people/domain/person';
import type { RemindersForPeoplePorts } from '../reminders-for-people-ports';

/** A reminder addressed to a number, with its owner. */
export interface ReminderOfNumber {
  owner: User;
  reminder: Reminder;
}

/**
 * Every reminder addressed to this number by the owners whose link with it is live: one read of the number's links,
 * then each such owner's reminders (a Query each). Oldest link first.
 */
export async function remindersOfNumber(
  deps: Pick<RemindersForPeoplePorts, 'people' | 'users' | 'reminders'>,
  e164: string,
): Promise<ReminderOfNumber[]> {
  const found: ReminderOfNumber[] = [];
  for (const link of await deps.people.linksOf(e164)) {
    if (link.status !== 'joined') continue;
    const owner = await deps.users.get(link.ownerId);
    if (!owner || !isLivePerson(link, owner.phoneNumber)) continue;
    for (const reminder of await deps.reminders.listForUser(owner.id))
      if (reminder.forPerson?.personId === link.id) found.push({ owner, reminder });
  }
  return found;
}
