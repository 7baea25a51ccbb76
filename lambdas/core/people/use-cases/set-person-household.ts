import type { PeopleView } from '#shared/contracts/people';
import { fail } from '../../kernel/errors';
import type { PeoplePorts } from '../people-ports';
import { HOUSEHOLD_FULL_MESSAGE } from '../domain/household-rules';
import { listPeople } from './people-of-owner';

/**
 * PUT /user/people/{personId}/household: a joined person put in the owner's household (its shared chores may go to
 * them) or taken out (chores they share keep them until deleted: their texts stop with their link, not with this).
 * 404 for a person who is not the caller's, 409 for one who left, 409 when the household is full.
 */
export async function setPersonHousehold(
  deps: Pick<PeoplePorts, 'people' | 'invites' | 'clock'>,
  ownerId: string,
  personId: string,
  household: boolean,
): Promise<PeopleView> {
  const person = await deps.people.person(ownerId, personId);
  if (!person || person.status === 'removed') fail('not_found', 'Person not found');
  if (person.status === 'left') fail('conflict', `${person.firstName} left your reminders.`);
  const result = await deps.people.setHousehold(person, household);
  if (result === 'full') fail('conflict', HOUSEHOLD_FULL_MESSAGE);
  if (result === 'gone') fail('conflict', `${person.firstName} left your reminders.`);
  return listPeople(deps, ownerId);
}
