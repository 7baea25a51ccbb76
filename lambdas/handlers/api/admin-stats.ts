import { awsAuthDeps, awsStats } from '../../composition/aws';
import { adminStats } from '#core/admin/use-cases/admin-stats';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminStats as contract } from '#shared/contracts/api/admin-stats';

export type AdminStatsDeps = AuthDeps & Parameters<typeof adminStats>[0];

export const makeHandler = (deps: () => AdminStatsDeps) =>
  apiHandler('adminStats', contract, deps, ({ deps }) => adminStats(deps));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), stats: awsStats() }));
