import { awsAuthDeps, awsFailedTexts, awsUsers } from '../../composition/aws';
import { adminFailedTexts } from '#core/admin/use-cases/admin-failed-texts';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminFailedTexts as contract } from '#shared/contracts/api/admin-failed-texts';

export type AdminFailedTextsDeps = AuthDeps & Parameters<typeof adminFailedTexts>[0];

export const makeHandler = (deps: () => AdminFailedTextsDeps) =>
  apiHandler('adminFailedTexts', contract, deps, ({ query, deps }) => adminFailedTexts(deps, query.limit));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), failedTexts: awsFailedTexts(), users: awsUsers() }));
