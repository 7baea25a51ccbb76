import { awsAuthDeps, awsBilling, awsNumberTrials, awsUsers } from '../../composition/aws';
import { createCheckoutSession } from '#core/billing/use-cases/create-checkout-session';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { createCheckoutSession as contract } from '#shared/contracts/api/create-checkout-session';

export type CreateCheckoutSessionDeps = AuthDeps & Parameters<typeof createCheckoutSession>[0];

export const makeHandler = (deps: () => CreateCheckoutSessionDeps) =>
  apiHandler('createCheckoutSession', contract, deps, ({ caller, deps }) => createCheckoutSession(deps, caller.id));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  billing: awsBilling(),
  numberTrials: awsNumberTrials(),
}));
