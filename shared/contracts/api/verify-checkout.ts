import { contract } from '../contract';
import { SubscriptionStatusResponse, VerifyCheckoutRequest } from '../subscription';

export const verifyCheckout = contract({
  method: 'POST',
  path: '/subscription/verify-checkout',
  body: VerifyCheckoutRequest,
  response: SubscriptionStatusResponse,
  successStatus: 200,
});
