import { contract } from '../contract';
import { AccountDeleted, DeleteAccountRequest } from '../your-data';

export const deleteAccount = contract({
  method: 'POST',
  path: '/user/account/delete',
  body: DeleteAccountRequest,
  response: AccountDeleted,
  successStatus: 200,
});
