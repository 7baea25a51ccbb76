import type { Reminder, ReminderRecipient } from '../../reminders/domain/reminder';
import type { User } from '../../users/domain/user';
import { isLivePerson, type StoredPerson } from '../../people/domain/person';
import type { RemindersForPeoplePorts } from '../reminders-for-people-ports';

type Deps = Pick<RemindersForPeoplePorts, 'people' | 'users' | 'reminders'>;

/** A reminder addressed to a number, with its owner and that number as the reminder knows it (its ref, its zone). */
export interface ReminderOfNumber {
  owner: User;
  reminder: Reminder;
  recipient: ReminderRecipient;
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

/**
 * This person as a reminder addresses them: its `forPerson` (a rotating chore's while it is their turn), or their
 * membership of a chore anyone may do; null when it texts someone else.
 */
function recipientIn(reminder: Reminder, personId: string): ReminderRecipient | null {
  if (reminder.forPerson?.personId === personId) return reminder.forPerson;
  if (reminder.shared?.mode !== 'anyone') return null;
  return reminder.shared.members.find((member) => member.id === personId)?.recipient ?? null;
}

/** Every reminder addressed through these links, each owner's reminders read once (a Query each). */
export async function remindersOfLinks(deps: Pick<Deps, 'reminders'>, links: LiveLink[]): Promise<ReminderOfNumber[]> {
  const found: ReminderOfNumber[] = [];
  for (const { owner, person } of links)
    for (const reminder of await deps.reminders.listForUser(owner.id)) {
      const recipient = recipientIn(reminder, person.id);
      if (recipient) found.push({ owner, reminder, recipient });
    }
  return found;
}

/** Every reminder addressed to this number by the owners whose link with it is live. */
export const remindersOfNumber = async (deps: Deps, e164: string): Promise<ReminderOfNumber[]> =>
  remindersOfLinks(deps, await liveLinksOf(deps, e164));
