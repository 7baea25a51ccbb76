import { contract } from '../contract';
import { CancelRecoveryRequest, RecoveryCancelled } from '../recovery';

export const cancelRecovery = contract({
  method: 'POST',
  path: '/auth/recovery/cancel',
  body: CancelRecoveryRequest,
  response: RecoveryCancelled,
  successStatus: 200,
});
