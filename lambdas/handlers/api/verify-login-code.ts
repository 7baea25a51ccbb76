import { awsAuthDeps, awsCodes, awsOtps, awsRateLimiter, awsUsers } from '../../composition/aws';
import { verifyLoginCode } from '#core/auth/use-cases/verify-login-code';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { verifyLoginOtp as contract } from '#shared/contracts/api/verify-login-otp';

export type VerifyLoginOtpDeps = AuthDeps & Parameters<typeof verifyLoginCode>[0];

export const makeHandler = (deps: () => VerifyLoginOtpDeps) =>
  apiHandler('verifyLoginOtp', contract, deps, ({ body, deps, sourceIp }) => verifyLoginCode(deps, body, sourceIp));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  users: awsUsers(),
  otps: awsOtps(),
  rateLimiter: awsRateLimiter(),
}));
