import { contract } from '../contract';
import { UpdateProfileRequest } from '../person-edits';
import { Profile } from '../user';

export const updateProfile = contract({
  method: 'PUT',
  path: '/user/profile',
  body: UpdateProfileRequest,
  response: Profile,
  successStatus: 200,
});
