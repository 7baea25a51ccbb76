import { contract } from '../contract';
import { RedirectUrl } from '../subscription';

export const createCustomerPortal = contract({
  method: 'POST',
  path: '/subscription/customer-portal',
  response: RedirectUrl,
  successStatus: 200,
});
