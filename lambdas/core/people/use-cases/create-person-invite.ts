import type { CreatePersonInviteRequest, PeopleView } from '#shared/contracts/people';
import { fail } from '../../kernel/errors';
import type { PeoplePorts } from '../people-ports';
import { personInviteProblem } from '../domain/person-rules';
import { householdInviteProblem } from '../domain/household-rules';
import { storeNewInvite, type CreateInviteDeps } from './create-invite';
import { listPeople } from './people-of-owner';

/**
 * POST /user/people/invite: an invite for a person to get the owner's reminders, their zone and quiet hours the
 * owner's own unless given. Refused (409 naming why) at 3 open invites, or when the people joined and the open
 * invites for people reach the limit.
 */
export async function createPersonInvite(
  deps: CreateInviteDeps & Pick<PeoplePorts, 'users' | 'people'>,
  ownerId: string,
  request: CreatePersonInviteRequest,
): Promise<PeopleView> {
  const owner = (await deps.users.get(ownerId)) ?? fail('not_found', 'User not found');
  const [invites, people] = await Promise.all([deps.invites.invitesOf(owner.id), deps.people.peopleOf(owner.id)]);
  await storeNewInvite(
    deps,
    owner,
    {
      firstName: request.firstName,
      shareTaskWords: false,
      person: {
        firstName: request.firstName,
        timezone: request.timezone ?? owner.timezone,
        quietHoursStart: request.quietHoursStart ?? owner.quietHoursStart,
        quietHoursEnd: request.quietHoursEnd ?? owner.quietHoursEnd,
        ...(request.household ? { household: true } : {}),
      },
    },
    personInviteProblem(owner, invites, people, deps.clock.now()) ??
      (request.household ? householdInviteProblem(owner, invites, people, deps.clock.now()) : null),
  );
  return listPeople(deps, owner.id);
}
