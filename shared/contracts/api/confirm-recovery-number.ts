import { contract } from '../contract';
import { RecoveryStatus } from '../recovery';
import { VerifyRecoveryNumberRequest } from '../recovery-number';

export const confirmRecoveryNumber = contract({
  method: 'POST',
  path: '/auth/recovery/number/verify',
  body: VerifyRecoveryNumberRequest,
  response: RecoveryStatus,
  successStatus: 200,
});
