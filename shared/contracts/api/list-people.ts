import { contract } from '../contract';
import { PeopleView } from '../people';

export const listPeople = contract({ method: 'GET', path: '/user/people', response: PeopleView, successStatus: 200 });
