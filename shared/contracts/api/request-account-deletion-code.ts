import { contract } from '../contract';
import { CodeSent } from '../auth';

export const requestAccountDeletionCode = contract({
  method: 'POST',
  path: '/user/account/deletion-code',
  response: CodeSent,
  successStatus: 200,
});
