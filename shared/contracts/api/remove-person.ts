import { contract } from '../contract';
import { PeopleView, PersonIdParams } from '../people';

export const removePerson = contract({
  method: 'DELETE',
  path: '/user/people/{personId}',
  params: PersonIdParams,
  response: PeopleView,
  successStatus: 200,
});
