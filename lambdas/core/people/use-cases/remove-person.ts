import type { PeopleView } from '#shared/contracts/people';
import type { User } from '../../users/domain/user';
import { fail } from '../../kernel/errors';
import { SmsSendError } from '../../texting/ports/sms-sender';
import { sendUserText, type SendUserTextDeps } from '../../texting';
import type { PeoplePorts } from '../people-ports';
import { isLivePerson, type StoredPerson } from '../domain/person';
import { peopleTexts } from '../domain/people-texts';
import { listPeople } from './people-of-owner';

export type RemovePersonDeps = SendUserTextDeps & Pick<PeoplePorts, 'users' | 'people' | 'invites' | 'oncePerWindow'>;

const ONCE_WINDOW = 30 * 24 * 3600;

/**
 * One last text to a live person (the goodbye, or "reminders have ended"), once per link however often it is
 * asked: claimed by the link. A text that cannot go is not retried.
 */
async function lastText(deps: RemovePersonDeps, owner: User, person: StoredPerson, body: string): Promise<void> {
  if (!isLivePerson(person, owner.phoneNumber)) return;
  const key = `person-last#${owner.id}#${person.id}`;
  if (!(await deps.oncePerWindow.claim(key, deps.clock.now(), ONCE_WINDOW))) return;
  try {
    await sendUserText(deps, { id: owner.id, phoneNumber: person.phoneNumber }, body);
  } catch (error) {
    if (!(error instanceof SmsSendError)) {
      await deps.oncePerWindow.release(key);
      throw error;
    }
  }
}

/**
 * DELETE /user/people/{personId}: a joined person gets one goodbye, then the link ends (removed: off the list). 404
 * for a person the owner does not have (or removed already), 409 for one who left (they are listed as left for a
 * while, then drop off the list).
 */
export async function removePerson(deps: RemovePersonDeps, ownerId: string, personId: string): Promise<PeopleView> {
  const owner = (await deps.users.get(ownerId)) ?? fail('not_found', 'User not found');
  const person = await deps.people.person(owner.id, personId);
  if (!person || person.status === 'removed') fail('not_found', 'Person not found');
  if (person.status === 'left') fail('conflict', `${person.firstName} already left your reminders.`);
  await lastText(deps, owner, person, peopleTexts.personRemoved(owner.firstName));
  await deps.people.end(person, 'removed', deps.clock.now().toISOString());
  return listPeople(deps, owner.id);
}

/**
 * The owner's account is ending: each joined person gets one "<first name>'s reminders have ended", then every link
 * goes, both copies. Safe to run again.
 */
export async function endPeopleLinks(deps: RemovePersonDeps, owner: User): Promise<void> {
  for (const person of await deps.people.peopleOf(owner.id))
    await lastText(deps, owner, person, peopleTexts.remindersEnded(owner.firstName));
  await deps.people.dropAll(owner.id, deps.clock.now().toISOString());
}
