import type { Profile } from '../../../shared/contracts/user';
import { toProfile } from '../domain/user-profile';
import { fail } from '../errors';
import type { Deps } from '../ports/deps';
import { PHONE_IN_USE_MESSAGE } from '../ports/users';
import { verifyCode, type VerifyCodeDeps } from './verify-code';

/**
 * A correct code sent to the new number, for this account, moves the account to it: the user item and
 * both phone guards change in one transaction, or nothing does.
 */
export async function confirmPhoneChange(
  deps: VerifyCodeDeps & Pick<Deps, 'users'>,
  userId: string,
  newPhone: string,
  code: string,
): Promise<Profile> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (user.phoneNumber === newPhone) fail('validation_failed', 'That is already your phone number');
  // Checked before the code so a taken number does not burn it; changePhone still guards the race.
  const holder = await deps.users.getByPhone(newPhone);
  if (holder && holder.id !== userId) fail('conflict', PHONE_IN_USE_MESSAGE);
  await verifyCode(deps, 'phone_change', newPhone, code, userId);
  const moved = await deps.users.changePhone(userId, user.phoneNumber, newPhone, deps.clock.now().toISOString());
  return toProfile(moved);
}
