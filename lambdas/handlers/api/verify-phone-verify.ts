import { awsAuthDeps, awsCodes, awsOtps, awsUsers } from '../../composition/aws';
import { confirmPhoneChange } from '../../core/use-cases/confirm-phone-change';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';

export type VerifyPhoneVerifyDeps = AuthDeps & Parameters<typeof confirmPhoneChange>[0];

export const makeHandler = (deps: () => VerifyPhoneVerifyDeps) =>
  apiHandler('verifyPhoneVerify', deps, ({ caller, body, deps }) => confirmPhoneChange(deps, caller.id, body.phoneNumber, body.code));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), ...awsCodes(), users: awsUsers(), otps: awsOtps() }));
