import { awsAuthDeps, awsSessions } from '../../composition/aws';
import { logOut } from '#core/auth/use-cases/log-out';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { logout as contract } from '#shared/contracts/api/logout';

export type LogoutDeps = AuthDeps & Parameters<typeof logOut>[0];

export const makeHandler = (deps: () => LogoutDeps) =>
  apiHandler('logout', contract, deps, ({ caller, deps }) => logOut(deps, { subject: caller.id, ...caller.session }));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), sessions: awsSessions() }));
