import { contract } from '../contract';
import { RedirectUrl } from '../subscription';

export const createCheckoutSession = contract({
  method: 'POST',
  path: '/subscription/checkout-session',
  response: RedirectUrl,
  successStatus: 200,
});
