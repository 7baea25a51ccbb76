import {
  awsAuthDeps,
  awsCodes,
  awsRecoveries,
  awsUsers,
  awsEmailOwners,
  awsEmailSuppressions,
  awsMail,
  awsOtps,
  awsIds,
  awsRateLimiter,
} from '../../composition/aws';
import { startRecovery } from '#core/recovery/use-cases/recovery-steps';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { startRecovery as contract } from '#shared/contracts/api/start-recovery';

export type StartRecoveryDeps = AuthDeps & Parameters<typeof startRecovery>[0];

export const makeHandler = (deps: () => StartRecoveryDeps) =>
  apiHandler('startRecovery', contract, deps, ({ body, deps, sourceIp }) => startRecovery(deps, body.email, sourceIp));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  recoveries: awsRecoveries(),
  users: awsUsers(),
  emailOwners: awsEmailOwners(),
  emailSuppressions: awsEmailSuppressions(),
  mail: awsMail(),
  otps: awsOtps(),
  ids: awsIds(),
  rateLimiter: awsRateLimiter(),
}));
