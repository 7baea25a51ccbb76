import { contract } from '../contract';
import { CreatePersonInviteRequest, PeopleView } from '../people';

export const createPersonInvite = contract({
  method: 'POST',
  path: '/user/people/invite',
  body: CreatePersonInviteRequest,
  response: PeopleView,
  successStatus: 201,
});
