import { awsAuthDeps, awsMessages, awsUsers } from '../../composition/aws';
import { adminListUserMessages } from '#core/admin/use-cases/admin-list-user-messages';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminListMessages as contract } from '#shared/contracts/api/admin-list-messages';

export type AdminListMessagesDeps = AuthDeps & Parameters<typeof adminListUserMessages>[0];

export const makeHandler = (deps: () => AdminListMessagesDeps) =>
  apiHandler('adminListMessages', contract, deps, ({ params, query, deps }) =>
    adminListUserMessages(deps, params.userId, query),
  );

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers(), messages: awsMessages() }));
