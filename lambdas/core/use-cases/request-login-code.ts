import type { CodeSent } from '../../../shared/contracts/auth';
import { assertActiveAccount } from '../domain/account-access';
import { fail } from '../errors';
import type { Deps } from '../ports/deps';
import { sendCode, type SendCodeDeps } from './send-code';

export const NO_ACCOUNT_MESSAGE = 'No account found for this phone number';

export async function requestLoginCode(deps: SendCodeDeps & Pick<Deps, 'users'>, phoneNumber: string): Promise<CodeSent> {
  const user = await deps.users.getByPhone(phoneNumber);
  if (!user) fail('not_found', NO_ACCOUNT_MESSAGE, { shouldSignup: true });
  assertActiveAccount(user);
  return sendCode(deps, 'login', phoneNumber);
}
