import { contract } from '../contract';
import { RecoveryNumberCodeSent } from '../recovery';
import { RecoveryNumberRequest } from '../recovery-number';

export const requestRecoveryNumberCode = contract({
  method: 'POST',
  path: '/auth/recovery/number',
  body: RecoveryNumberRequest,
  response: RecoveryNumberCodeSent,
  successStatus: 200,
});
