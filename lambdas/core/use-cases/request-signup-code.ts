import type { CodeSent } from '../../../shared/contracts/auth';
import { fail } from '../errors';
import type { Deps } from '../ports/deps';
import { PHONE_TAKEN_MESSAGE } from '../ports/users';
import { sendCode, type SendCodeDeps } from './send-code';

export async function requestSignupCode(deps: SendCodeDeps & Pick<Deps, 'users'>, phoneNumber: string): Promise<CodeSent> {
  if (await deps.users.getByPhone(phoneNumber)) fail('conflict', PHONE_TAKEN_MESSAGE);
  return sendCode(deps, 'register', phoneNumber);
}
