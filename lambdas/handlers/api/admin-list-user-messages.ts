import { awsAuthDeps, awsMessages, awsUsers } from '../../composition/aws';
import { adminListUserMessages } from '../../core/admin/use-cases/admin-list-user-messages';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';

export type AdminListMessagesDeps = AuthDeps & Parameters<typeof adminListUserMessages>[0];

export const makeHandler = (deps: () => AdminListMessagesDeps) =>
  apiHandler('adminListMessages', deps, ({ params, query, deps }) => adminListUserMessages(deps, params.userId, query));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), users: awsUsers(), messages: awsMessages() }));
