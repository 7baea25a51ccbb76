import type { CodeSent } from '#shared/contracts/auth';
import { assertActiveAccount } from '../../users/domain/account-access';
import { assertTextable } from '../../texting/domain/destination-policy';
import { fail } from '../../kernel/errors';
import type { AuthPorts } from '../auth-ports';
import { sendCode, type SendCodeDeps } from './send-code';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';

export const NO_ACCOUNT_MESSAGE = 'No account found for this phone number';

/**
 * Texts a log-in code to a known number. Every request from the client's address counts, found or not,
 * so checking which numbers have accounts (the 404 says so, as the spec wants) stops at the limit. The number's
 * 30-second wait and 5 an hour count per requesting network, so nobody elsewhere can use them up to lock the owner out.
 */
export async function requestLoginCode(
  deps: SendCodeDeps & Pick<AuthPorts, 'users'>,
  phoneNumber: string,
  client: ClientAddress,
): Promise<CodeSent> {
  assertTextable(deps.destinations, phoneNumber);
  await throttle(deps, 'codeRequestsPerIp', clientSubject(client));
  const user = await deps.users.getByPhone(phoneNumber);
  if (!user) fail('not_found', NO_ACCOUNT_MESSAGE, { shouldSignup: true });
  assertActiveAccount(user);
  // The number's send limits count per requesting network: a stranger's requests never spend the owner's.
  return sendCode(deps, 'login', phoneNumber, undefined, clientSubject(client));
}
