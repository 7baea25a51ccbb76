import { contract } from '../contract';
import { FailedTextsQuery, FailedTextsResponse } from '../admin';

export const adminFailedTexts = contract({
  method: 'GET',
  path: '/admin/failed-texts',
  query: FailedTextsQuery,
  response: FailedTextsResponse,
  successStatus: 200,
});
