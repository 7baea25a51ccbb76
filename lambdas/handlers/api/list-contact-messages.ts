import { awsAuthDeps, awsContactMessages } from '../../composition/aws';
import { listContactMessages } from '#core/contact/use-cases/list-contact-messages';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { adminListContactMessages as contract } from '#shared/contracts/api/admin-list-contact-messages';

export type AdminListContactMessagesDeps = AuthDeps & Parameters<typeof listContactMessages>[0];

export const makeHandler = (deps: () => AdminListContactMessagesDeps) =>
  apiHandler('adminListContactMessages', contract, deps, ({ query, deps }) => listContactMessages(deps, query));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), contactMessages: awsContactMessages() }));
