import type { Reminder } from '../../reminders/domain/reminder';
import type { User } from '../../users/domain/user';
import { isLivePerson, type StoredPerson } from '../../people/domain/person';
import type { RemindersForPeoplePorts } from '../reminders-for-people-ports';

type Deps = Pick<RemindersForPeoplePorts, 'people' | 'users' | 'reminders'>;

/** A reminder addressed to a number, with its owner. */
export interface ReminderOfNumber {
  owner: User;
  reminder: Reminder;
}

/** A live link of a number, with its owner. */
export interface LiveLink {
  owner: User;
  person: StoredPerson;
}

/** The number's live links (joined, the owner still there and not on that number), oldest first: one read, then each owner. */
export async function liveLinksOf(deps: Pick<Deps, 'people' | 'users'>, e164: string): Promise<LiveLink[]> {
  const links: LiveLink[] = [];
  for (const person of await deps.people.linksOf(e164)) {
    const owner = person.status === 'joined' ? await deps.users.get(person.ownerId) : null;
    if (owner && isLivePerson(person, owner.phoneNumber)) links.push({ owner, person });
  }
  return links;
}

/** Every reminder addressed through these links, each owner's reminders read once (a Query each). */
export async function remindersOfLinks(deps: Pick<Deps, 'reminders'>, links: LiveLink[]): Promise<ReminderOfNumber[]> {
  const found: ReminderOfNumber[] = [];
  for (const { owner, person } of links)
    for (const reminder of await deps.reminders.listForUser(owner.id))
      if (reminder.forPerson?.personId === person.id) found.push({ owner, reminder });
  return found;
}

/** Every reminder addressed to this number by the owners whose link with it is live. */
export const remindersOfNumber = async (deps: Deps, e164: string): Promise<ReminderOfNumber[]> =>
  remindersOfLinks(deps, await liveLinksOf(deps, e164));
