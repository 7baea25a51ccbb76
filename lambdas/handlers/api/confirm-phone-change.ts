import { awsAuthDeps, awsCodes, awsOtps, awsRateLimiter, awsTokens, awsUsers } from '../../composition/aws';
import { confirmPhoneChange } from '../../core/accounts/use-cases/confirm-phone-change';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { verifyPhoneVerify as contract } from '../../../shared/contracts/api/verify-phone-verify';

export type VerifyPhoneVerifyDeps = AuthDeps & Parameters<typeof confirmPhoneChange>[0];

export const makeHandler = (deps: () => VerifyPhoneVerifyDeps) =>
  apiHandler('verifyPhoneVerify', contract, deps, ({ caller, body, deps, sourceIp }) => confirmPhoneChange(deps, caller.id, body.phoneNumber, body.code, sourceIp));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), ...awsCodes(), users: awsUsers(), otps: awsOtps(), tokens: awsTokens(), rateLimiter: awsRateLimiter() }));
