import { awsAuthDeps, awsCodes, awsRecoveries, awsRateLimiter } from '../../composition/aws';
import { recoveryStatus } from '#core/recovery/use-cases/recovery-steps';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { getRecovery as contract } from '#shared/contracts/api/get-recovery';

export type GetRecoveryDeps = AuthDeps & Parameters<typeof recoveryStatus>[0];

export const makeHandler = (deps: () => GetRecoveryDeps) =>
  apiHandler('getRecovery', contract, deps, ({ query, deps, sourceIp }) =>
    recoveryStatus(deps, query.recoveryId, sourceIp),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  recoveries: awsRecoveries(),
  rateLimiter: awsRateLimiter(),
}));
