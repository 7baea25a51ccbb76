import { contract } from '../contract';
import { SubscriptionStatusResponse } from '../subscription';

export const getSubscriptionStatus = contract({
  method: 'GET',
  path: '/subscription/status',
  response: SubscriptionStatusResponse,
  successStatus: 200,
});
