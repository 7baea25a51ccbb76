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
import { requestSignupCode } from '#core/auth/use-cases/request-signup-code';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { registerRequestOtp as contract } from '#shared/contracts/api/register-request-otp';

export type RegisterRequestOtpDeps = AuthDeps & Parameters<typeof requestSignupCode>[0];

export const makeHandler = (deps: () => RegisterRequestOtpDeps) =>
  apiHandler('registerRequestOtp', contract, deps, ({ body, deps, sourceIp }) =>
    requestSignupCode(deps, body.phoneNumber, sourceIp),
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
