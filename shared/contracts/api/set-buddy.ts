import { contract } from '../contract';
import { SetBuddyRequest } from '../buddy-edits';
import { Profile } from '../user';

export const setBuddy = contract({
  method: 'PUT',
  path: '/user/buddy',
  body: SetBuddyRequest,
  response: Profile,
  successStatus: 200,
});
