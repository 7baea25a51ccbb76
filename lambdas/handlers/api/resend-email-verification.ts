import { awsAuthDeps, awsCodes, awsMailDeps, awsOtps, awsUsers } from '../../composition/aws';
import { resendEmailVerification } from '#core/auth/use-cases/email-verification';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { resendEmailVerification as contract } from '#shared/contracts/api/resend-email-verification';

export type ResendEmailVerificationDeps = AuthDeps & Parameters<typeof resendEmailVerification>[0];

export const makeHandler = (deps: () => ResendEmailVerificationDeps) =>
  apiHandler('resendEmailVerification', contract, deps, ({ caller, deps }) => resendEmailVerification(deps, caller.id));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  ...awsMailDeps(),
  users: awsUsers(),
  otps: awsOtps(),
}));
