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
import { requestLoginCode } from '#core/auth/use-cases/request-login-code';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { login as contract } from '#shared/contracts/api/login';

export type LoginDeps = AuthDeps & Parameters<typeof requestLoginCode>[0];

export const makeHandler = (deps: () => LoginDeps) =>
  apiHandler('login', contract, deps, ({ body, deps, sourceIp }) => requestLoginCode(deps, body.phoneNumber, sourceIp));

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
