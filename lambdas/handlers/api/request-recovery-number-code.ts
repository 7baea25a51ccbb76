import {
  awsAuthDeps,
  awsCodes,
  awsRecoveries,
  awsUsers,
  awsOtps,
  awsRateLimiter,
  awsSms,
  awsOptOuts,
  awsDestinations,
} from '../../composition/aws';
import { sendRecoveryNumberCode } from '#core/recovery/use-cases/recovery-steps';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { requestRecoveryNumberCode as contract } from '#shared/contracts/api/request-recovery-number-code';

export type RequestRecoveryNumberCodeDeps = AuthDeps & Parameters<typeof sendRecoveryNumberCode>[0];

export const makeHandler = (deps: () => RequestRecoveryNumberCodeDeps) =>
  apiHandler('requestRecoveryNumberCode', contract, deps, ({ body, deps, sourceIp }) =>
    sendRecoveryNumberCode(deps, body, sourceIp),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  recoveries: awsRecoveries(),
  users: awsUsers(),
  otps: awsOtps(),
  rateLimiter: awsRateLimiter(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  destinations: awsDestinations(),
}));
