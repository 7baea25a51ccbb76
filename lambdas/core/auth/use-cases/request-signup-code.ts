import type { CodeSent } from '#shared/contracts/auth';
import { fail } from '../../kernel/errors';
import type { AuthPorts } from '../auth-ports';
import { PHONE_TAKEN_MESSAGE } from '../../users/ports/users';
import { assertTextable } from '../../texting/domain/destination-policy';
import { sendCode, type SendCodeDeps } from './send-code';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';

export async function requestSignupCode(
  deps: SendCodeDeps & Pick<AuthPorts, 'users'>,
  phoneNumber: string,
  client: ClientAddress,
): Promise<CodeSent> {
  assertTextable(deps.destinations, phoneNumber);
  await throttle(deps, 'codeRequestsPerIp', clientSubject(client));
  if (await deps.users.getByPhone(phoneNumber)) fail('conflict', PHONE_TAKEN_MESSAGE);
  return sendCode(deps, 'register', phoneNumber, undefined, clientSubject(client));
}
