import {
  awsAuthDeps,
  awsBilling,
  awsNumberTrials,
  awsReminders,
  awsScheduler,
  awsStats,
  awsUsers,
} from '../../composition/aws';
import { verifyCheckout } from '#core/billing/use-cases/verify-checkout';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { verifyCheckout as contract } from '#shared/contracts/api/verify-checkout';

export type VerifyCheckoutDeps = AuthDeps & Parameters<typeof verifyCheckout>[0];

export const makeHandler = (deps: () => VerifyCheckoutDeps) =>
  apiHandler('verifyCheckout', contract, deps, ({ caller, body, deps }) =>
    verifyCheckout(deps, caller.id, body.sessionId),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  billing: awsBilling(),
  stats: awsStats(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  numberTrials: awsNumberTrials(),
}));
