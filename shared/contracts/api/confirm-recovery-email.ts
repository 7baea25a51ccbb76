import { contract } from '../contract';
import { ConfirmRecoveryEmailRequest, RecoveryStatus } from '../recovery';

export const confirmRecoveryEmail = contract({
  method: 'POST',
  path: '/auth/recovery/email',
  body: ConfirmRecoveryEmailRequest,
  response: RecoveryStatus,
  successStatus: 200,
});
