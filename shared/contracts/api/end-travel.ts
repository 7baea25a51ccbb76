import { contract } from '../contract';
import { Profile } from '../user';

export const endTravel = contract({ method: 'DELETE', path: '/user/travel', response: Profile, successStatus: 200 });
