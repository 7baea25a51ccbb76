import { awsAuthDeps, awsSessions } from '../../composition/aws';
import { logOutEverywhere } from '#core/auth/use-cases/log-out-everywhere';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { logoutEverywhere as contract } from '#shared/contracts/api/logout-everywhere';

export type LogoutEverywhereDeps = AuthDeps & Parameters<typeof logOutEverywhere>[0];

export const makeHandler = (deps: () => LogoutEverywhereDeps) =>
  apiHandler('logoutEverywhere', contract, deps, ({ caller, deps }) =>
    logOutEverywhere(deps, { subject: caller.id, ...caller.session }),
  );

export const handler = makeHandler(() => ({ ...awsAuthDeps(), sessions: awsSessions() }));
