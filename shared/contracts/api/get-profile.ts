import { contract } from '../contract';
import { Profile } from '../user';

export const getProfile = contract({ method: 'GET', path: '/user/profile', response: Profile, successStatus: 200 });
