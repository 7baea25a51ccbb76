import { awsAuthDeps, awsEffectivenessCounters } from '../../composition/aws';
import { adminEffectiveness } from '#core/admin/use-cases/admin-effectiveness';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminEffectiveness as contract } from '#shared/contracts/api/admin-effectiveness';

export type AdminEffectivenessDeps = AuthDeps & Parameters<typeof adminEffectiveness>[0];

export const makeHandler = (deps: () => AdminEffectivenessDeps) =>
  apiHandler('adminEffectiveness', contract, deps, ({ deps, query }) => adminEffectiveness(deps, query));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), effectivenessCounters: awsEffectivenessCounters() }));
