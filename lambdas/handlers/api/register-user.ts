import {
  awsAuthDeps,
  awsCodes,
  awsIds,
  awsOtps,
  awsRateLimiter,
  awsSms,
  awsStats,
  awsUsers,
  awsOptOuts,
} from '../../composition/aws';
import { registerUser } from '#core/auth/use-cases/register-user';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { registerVerifyOtp as contract } from '#shared/contracts/api/register-verify-otp';

export type RegisterVerifyOtpDeps = AuthDeps & Parameters<typeof registerUser>[0];

export const makeHandler = (deps: () => RegisterVerifyOtpDeps) =>
  apiHandler('registerVerifyOtp', contract, deps, ({ body, deps, sourceIp }) => registerUser(deps, body, sourceIp));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  users: awsUsers(),
  otps: awsOtps(),
  ids: awsIds(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  rateLimiter: awsRateLimiter(),
  stats: awsStats(),
}));
