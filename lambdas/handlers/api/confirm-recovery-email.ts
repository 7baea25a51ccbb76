import { awsAuthDeps, awsCodes, awsRecoveries, awsOtps, awsRateLimiter } from '../../composition/aws';
import { confirmRecoveryEmail } from '#core/recovery/use-cases/recovery-steps';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { confirmRecoveryEmail as contract } from '#shared/contracts/api/confirm-recovery-email';

export type ConfirmRecoveryEmailDeps = AuthDeps & Parameters<typeof confirmRecoveryEmail>[0];

export const makeHandler = (deps: () => ConfirmRecoveryEmailDeps) =>
  apiHandler('confirmRecoveryEmail', contract, deps, ({ body, deps, sourceIp }) =>
    confirmRecoveryEmail(deps, body, sourceIp),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  recoveries: awsRecoveries(),
  otps: awsOtps(),
  rateLimiter: awsRateLimiter(),
}));
