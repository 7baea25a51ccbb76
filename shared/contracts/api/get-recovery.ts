import { contract } from '../contract';
import { RecoveryStatus, RecoveryStatusQuery } from '../recovery';

export const getRecovery = contract({
  method: 'GET',
  path: '/auth/recovery',
  query: RecoveryStatusQuery,
  response: RecoveryStatus,
  successStatus: 200,
});
