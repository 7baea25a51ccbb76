import { contract } from '../contract';
import { PeopleView, PersonIdParams, SetPersonHouseholdRequest } from '../people';

export const setPersonHousehold = contract({
  method: 'PUT',
  path: '/user/people/{personId}/household',
  params: PersonIdParams,
  body: SetPersonHouseholdRequest,
  response: PeopleView,
  successStatus: 200,
});
