import { contract } from '../contract';
import { CreateInviteRequest } from '../buddy-edits';
import { Profile } from '../user';

export const createBuddyInvite = contract({
  method: 'POST',
  path: '/user/buddy/invite',
  body: CreateInviteRequest,
  response: Profile,
  successStatus: 201,
});
