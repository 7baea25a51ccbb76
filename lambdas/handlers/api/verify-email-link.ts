import {
  awsAuthDeps,
  awsCodes,
  awsEmailOwners,
  awsEmailSuppressions,
  awsOtps,
  awsRateLimiter,
  awsUsers,
} from '../../composition/aws';
import { verifyEmailLink } from '#core/auth/use-cases/email-verification';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { verifyEmailLink as contract } from '#shared/contracts/api/verify-email-link';

export type VerifyEmailLinkDeps = AuthDeps & Parameters<typeof verifyEmailLink>[0];

export const makeHandler = (deps: () => VerifyEmailLinkDeps) =>
  apiHandler('verifyEmailLink', contract, deps, ({ body, deps, sourceIp }) => verifyEmailLink(deps, body, sourceIp));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  emailSuppressions: awsEmailSuppressions(),
  emailOwners: awsEmailOwners(),
  users: awsUsers(),
  otps: awsOtps(),
  rateLimiter: awsRateLimiter(),
}));
