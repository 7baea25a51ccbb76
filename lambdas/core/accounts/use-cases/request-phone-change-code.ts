import type { CodeSent } from '../../../../shared/contracts/auth';
import { fail } from '../../kernel/errors';
import type { Deps } from '../../deps';
import { PHONE_IN_USE_MESSAGE } from '../../users/ports/users';
import { assertTextable } from '../../texting/domain/destination-policy';
import { sendCode, type SendCodeDeps } from '../../auth';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';

/** Sends a code to the number the caller wants to move to, under the same limits as every code. */
export async function requestPhoneChangeCode(
  deps: SendCodeDeps & Pick<Deps, 'users'>,
  userId: string,
  newPhone: string,
  client: ClientAddress,
): Promise<CodeSent> {
  assertTextable(deps.destinations, newPhone);
  await throttle(deps, 'codeRequestsPerIp', clientSubject(client));
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (user.phoneNumber === newPhone) fail('validation_failed', 'That is already your phone number');
  const holder = await deps.users.getByPhone(newPhone);
  if (holder && holder.id !== userId) fail('conflict', PHONE_IN_USE_MESSAGE);
  const sent = await sendCode(deps, 'phone_change', newPhone, userId);
  return { ...sent, message: 'Verification code sent to your new phone number' };
}
