import type { CodeSent } from '#shared/contracts/auth';
import { fail } from '../../kernel/errors';
import type { AccountsPorts } from '../accounts-ports';
import { sendCode, type SendCodeDeps } from '../../auth';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';

/** Texts a code to the account's own number: deleting an account takes the phone, not only a session. */
export async function requestAccountDeletionCode(
  deps: SendCodeDeps & Pick<AccountsPorts, 'users'>,
  userId: string,
  client: ClientAddress,
): Promise<CodeSent> {
  await throttle(deps, 'codeRequestsPerIp', clientSubject(client));
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  const sent = await sendCode(deps, 'account_deletion', user.phoneNumber, userId);
  return { ...sent, message: `We texted a code to ${user.phoneNumber}. Enter it to delete your account.` };
}
