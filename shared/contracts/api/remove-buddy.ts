import { contract } from '../contract';
import { Profile } from '../user';

export const removeBuddy = contract({ method: 'DELETE', path: '/user/buddy', response: Profile, successStatus: 200 });
