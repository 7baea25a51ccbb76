import { contract } from '../contract';
import { RecoveryStarted, StartRecoveryRequest } from '../recovery';

export const startRecovery = contract({
  method: 'POST',
  path: '/auth/recovery',
  body: StartRecoveryRequest,
  response: RecoveryStarted,
  successStatus: 200,
});
