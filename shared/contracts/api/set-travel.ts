import { contract } from '../contract';
import { SetTravelRequest } from '../travel';
import { Profile } from '../user';

export const setTravel = contract({
  method: 'PUT',
  path: '/user/travel',
  body: SetTravelRequest,
  response: Profile,
  successStatus: 200,
});
