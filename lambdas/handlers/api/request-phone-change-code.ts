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
import { requestPhoneChangeCode } from '#core/accounts/use-cases/request-phone-change-code';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { verifyPhoneRequest as contract } from '#shared/contracts/api/verify-phone-request';

export type VerifyPhoneRequestDeps = AuthDeps & Parameters<typeof requestPhoneChangeCode>[0];

export const makeHandler = (deps: () => VerifyPhoneRequestDeps) =>
  apiHandler('verifyPhoneRequest', contract, deps, ({ caller, body, deps, sourceIp }) =>
    requestPhoneChangeCode(deps, caller.id, body.phoneNumber, sourceIp),
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
