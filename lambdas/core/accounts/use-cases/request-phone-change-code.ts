import type { PhoneChangeCodesSent } from '#shared/contracts/auth';
import { fail } from '../../kernel/errors';
import type { AccountsPorts } from '../accounts-ports';
import { PHONE_IN_USE_MESSAGE } from '../../users/ports/users';
import { assertTextable } from '../../texting/domain/destination-policy';
import { codeTexts } from '../../auth/domain/code-texts';
import { codeSentTo, sendCodes, type SendCodeDeps } from '../../auth';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import { approvalBinding } from '../domain/phone-change';

export const PHONE_CHANGE_CODES_SENT_MESSAGE = 'Verification codes sent to your current and new phone numbers';

/**
 * Sends the two codes of a move: one to the number the caller wants to move to, one to the number on file
 * naming where the account would go (that text is also the current number's notice that a move was asked
 * for). Each number's own limits apply, and neither is texted unless both may be. A number that replied STOP
 * gets no code (409 naming its field, saying START reopens it): the provider's opt-out list would refuse it; a
 * person who lost the number on file asks us (Contact us).
 */
export async function requestPhoneChangeCode(
  deps: SendCodeDeps & Pick<AccountsPorts, 'users'>,
  userId: string,
  newPhone: string,
  client: ClientAddress,
): Promise<PhoneChangeCodesSent> {
  assertTextable(deps.destinations, newPhone);
  await throttle(deps, 'codeRequestsPerIp', clientSubject(client));
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  if (user.phoneNumber === newPhone) fail('validation_failed', 'That is already your phone number');
  const holder = await deps.users.getByPhone(newPhone);
  if (holder && holder.id !== userId) fail('conflict', PHONE_IN_USE_MESSAGE);
  await sendCodes(deps, [
    {
      purpose: 'phone_change_current',
      e164: user.phoneNumber,
      account: approvalBinding(userId, newPhone),
      text: (code) => codeTexts.phoneChangeApprovalCode(code, newPhone),
    },
    { purpose: 'phone_change', e164: newPhone, account: userId },
  ]);
  return { ...codeSentTo(newPhone), currentPhoneNumber: user.phoneNumber, message: PHONE_CHANGE_CODES_SENT_MESSAGE };
}
