import type { SessionResponse } from '../../../../shared/contracts/auth';
import { toProfile } from '../../users/domain/user-profile';
import { USER_TOKEN_TTL_SECONDS, userTokenClaims } from '../../auth/domain/user-token';
import { fail } from '../../kernel/errors';
import type { Deps } from '../../deps';
import { PHONE_IN_USE_MESSAGE } from '../../users/ports/users';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import { verifyCode, type VerifyCodeDeps } from '../../auth';

/**
 * A correct code sent to the new number, for this account, moves the account to it: the user item and
 * both phone guards change in one transaction, or nothing does. Every session of the account ends with
 * the move (whoever held the old number's sessions is out); the device that proved the new number gets
 * a fresh session in the answer.
 */
export async function confirmPhoneChange(
  deps: VerifyCodeDeps & Pick<Deps, 'users' | 'tokens' | 'rateLimiter'>,
  userId: string,
  newPhone: string,
  code: string,
  client: ClientAddress,
): Promise<SessionResponse> {
  await throttle(deps, 'codeChecksPerIp', clientSubject(client));
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (user.phoneNumber === newPhone) fail('validation_failed', 'That is already your phone number');
  // Checked before the code so a taken number does not burn it; changePhone still guards the race.
  const holder = await deps.users.getByPhone(newPhone);
  if (holder && holder.id !== userId) fail('conflict', PHONE_IN_USE_MESSAGE);
  await verifyCode(deps, 'phone_change', newPhone, code, userId);
  const moved = await deps.users.changePhone(userId, user.phoneNumber, newPhone, deps.clock.now().toISOString());
  const { token } = await deps.tokens.issue(userTokenClaims(moved), USER_TOKEN_TTL_SECONDS);
  return { token, user: toProfile(moved, deps.clock.now()) };
}
