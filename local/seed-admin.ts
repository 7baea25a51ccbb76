import { randomBytes } from 'node:crypto';
import type { Deps } from '#core/deps';
import { createAdminAccount } from '#core/admin/use-cases/create-admin-account';

const LOCAL_ADMIN = 'admin';

/** The first local start creates an admin and shows its password once; later starts find it there. */
export async function seedLocalAdmin(
  deps: Pick<Deps, 'adminAccounts' | 'passwords' | 'clock'>,
): Promise<string | null> {
  if ((await deps.adminAccounts.count()) > 0) return null;
  const password = randomBytes(12).toString('base64url');
  await createAdminAccount(deps, { username: LOCAL_ADMIN, password });
  return [
    'Created the local admin account (shown only this once; `npm run admin:create -- --username NAME` makes more):',
    `  Admin login:      /admin/login  username: ${LOCAL_ADMIN}  password: ${password}`,
  ].join('\n');
}
