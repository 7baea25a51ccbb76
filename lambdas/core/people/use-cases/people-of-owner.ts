import type { PeopleView } from '#shared/contracts/people';
import type { PeoplePorts } from '../people-ports';
import { peopleView } from '../domain/people-view';

/** GET /user/people: the owner's people (joined, and those who left) and their open invites. */
export async function listPeople(
  deps: Pick<PeoplePorts, 'people' | 'invites' | 'clock'>,
  ownerId: string,
): Promise<PeopleView> {
  const [people, invites] = await Promise.all([deps.people.peopleOf(ownerId), deps.invites.invitesOf(ownerId)]);
  return peopleView(people, invites, deps.clock.now());
}
