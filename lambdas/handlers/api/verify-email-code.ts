import { awsAuthDeps, awsCodes, awsEmailOwners, awsEmailSuppressions, awsOtps, awsUsers } from '../../composition/aws';
import { verifyEmailCode } from '#core/auth/use-cases/email-verification';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { verifyEmailCode as contract } from '#shared/contracts/api/verify-email-code';

export type VerifyEmailCodeDeps = AuthDeps & Parameters<typeof verifyEmailCode>[0];

export const makeHandler = (deps: () => VerifyEmailCodeDeps) =>
  apiHandler('verifyEmailCode', contract, deps, ({ caller, body, deps }) =>
    verifyEmailCode(deps, caller.id, body.code),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  emailSuppressions: awsEmailSuppressions(),
  emailOwners: awsEmailOwners(),
  users: awsUsers(),
  otps: awsOtps(),
}));
