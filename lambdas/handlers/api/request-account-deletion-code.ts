import {
  awsAuthDeps,
  awsCodes,
  awsDestinations,
  awsOtps,
  awsRateLimiter,
  awsSms,
  awsUsers,
  awsOptOuts,
} from '../../composition/aws';
import { requestAccountDeletionCode } from '#core/accounts/use-cases/request-account-deletion-code';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { requestAccountDeletionCode as contract } from '#shared/contracts/api/request-account-deletion-code';

export type RequestAccountDeletionCodeDeps = AuthDeps & Parameters<typeof requestAccountDeletionCode>[0];

export const makeHandler = (deps: () => RequestAccountDeletionCodeDeps) =>
  apiHandler('requestAccountDeletionCode', contract, deps, ({ caller, deps, sourceIp }) =>
    requestAccountDeletionCode(deps, caller.id, sourceIp),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  users: awsUsers(),
  otps: awsOtps(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  rateLimiter: awsRateLimiter(),
  destinations: awsDestinations(),
}));
