import { awsAuthDeps, awsEffectivenessCounters, awsRateLimiter } from '../../composition/aws';
import { serviceFigure } from '#core/reminders/use-cases/service-figure';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { serviceFigure as contract } from '#shared/contracts/api/service-figure';

export type ServiceFigureDeps = AuthDeps & Parameters<typeof serviceFigure>[0];

/** Public: the service's own figure for How It Works, the same for everyone (cached an hour). */
export const makeHandler = (deps: () => ServiceFigureDeps) =>
  apiHandler('serviceFigure', contract, deps, ({ deps, sourceIp }) => serviceFigure(deps, sourceIp));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  effectivenessCounters: awsEffectivenessCounters(),
  rateLimiter: awsRateLimiter(),
}));
