import { awsAdminAccounts, awsAuthDeps, awsPasswords, awsRateLimiter } from '../../composition/aws';
import { adminLogin } from '../../core/admin/use-cases/admin-login';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';

export type AdminLoginDeps = AuthDeps & Parameters<typeof adminLogin>[0];

export const makeHandler = (deps: () => AdminLoginDeps) =>
  apiHandler('adminLogin', deps, ({ body, deps, sourceIp }) => adminLogin(deps, body, sourceIp));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), adminAccounts: awsAdminAccounts(), passwords: awsPasswords(), rateLimiter: awsRateLimiter() }));
