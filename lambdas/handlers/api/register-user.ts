import {
  awsAuthDeps,
  awsCodes,
  awsIds,
  awsMailDeps,
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
import { log } from '../../observability/log';
import { registerVerifyOtp as contract } from '#shared/contracts/api/register-verify-otp';

export type RegisterVerifyOtpDeps = AuthDeps & Parameters<typeof registerUser>[0];

export const makeHandler = (deps: () => RegisterVerifyOtpDeps) =>
  apiHandler('registerVerifyOtp', contract, deps, ({ body, deps, sourceIp, requestId }) =>
    registerUser(deps, body, sourceIp, (outcome) => {
      // The account exists whatever became of the email; Settings' Resend tries again.
      if (typeof outcome === 'object') log('warn', 'account.verification_email_failed', { requestId, outcome });
    }),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  ...awsMailDeps(),
  users: awsUsers(),
  otps: awsOtps(),
  ids: awsIds(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  rateLimiter: awsRateLimiter(),
  stats: awsStats(),
}));
