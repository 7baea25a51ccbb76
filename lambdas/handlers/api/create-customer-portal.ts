import { awsAuthDeps, awsBilling, awsUsers } from '../../composition/aws';
import { createCustomerPortal } from '#core/billing/use-cases/create-customer-portal';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { createCustomerPortal as contract } from '#shared/contracts/api/create-customer-portal';

export type CreateCustomerPortalDeps = AuthDeps & Parameters<typeof createCustomerPortal>[0];

export const makeHandler = (deps: () => CreateCustomerPortalDeps) =>
  apiHandler('createCustomerPortal', contract, deps, ({ caller, deps }) => createCustomerPortal(deps, caller.id));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers(), billing: awsBilling() }));
