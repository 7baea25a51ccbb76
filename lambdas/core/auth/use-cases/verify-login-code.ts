import type { SessionResponse } from '#shared/contracts/auth';
import { assertActiveAccount } from '../../users/domain/account-access';
import { toProfile } from '../../users/domain/user-profile';
import { USER_TOKEN_TTL_SECONDS, userTokenClaims } from '../domain/user-token';
import { fail } from '../../kernel/errors';
import type { AuthPorts } from '../auth-ports';
import { NO_ACCOUNT_MESSAGE } from './request-login-code';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import { verifyCode, type VerifyCodeDeps } from './verify-code';

export async function verifyLoginCode(
  deps: VerifyCodeDeps & Pick<AuthPorts, 'users' | 'tokens' | 'rateLimiter'>,
  input: { phoneNumber: string; code: string },
  client: ClientAddress,
): Promise<SessionResponse> {
  // Per number a code allows 5 tries; per address the tries over all numbers are capped too.
  await throttle(deps, 'codeChecksPerIp', clientSubject(client));
  await verifyCode(deps, 'login', input.phoneNumber, input.code);
  const user = await deps.users.getByPhone(input.phoneNumber);
  if (!user) fail('not_found', NO_ACCOUNT_MESSAGE, { shouldSignup: true });
  assertActiveAccount(user);
  const { token } = await deps.tokens.issue(userTokenClaims(user), USER_TOKEN_TTL_SECONDS);
  return { token, user: toProfile(user, deps.clock.now()) };
}
