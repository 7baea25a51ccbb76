import { awsAdminAccounts, awsAuthDeps, awsPasswords, awsRateLimiter } from '../../composition/aws';
import { adminLogin } from '#core/admin/use-cases/admin-login';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminLogin as contract } from '#shared/contracts/api/admin-login';

export type AdminLoginDeps = AuthDeps & Parameters<typeof adminLogin>[0];

export const makeHandler = (deps: () => AdminLoginDeps) =>
  apiHandler('adminLogin', contract, deps, ({ body, deps, sourceIp }) => adminLogin(deps, body, sourceIp));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  adminAccounts: awsAdminAccounts(),
  passwords: awsPasswords(),
  rateLimiter: awsRateLimiter(),
}));
