import { awsAuthDeps, awsContactMessages, awsIds, awsRateLimiter } from '../../composition/aws';
import { submitContact } from '#core/contact/use-cases/submit-contact';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { submitContact as contract } from '#shared/contracts/api/submit-contact';

export type SubmitContactDeps = AuthDeps & Parameters<typeof submitContact>[0];

export const makeHandler = (deps: () => SubmitContactDeps) =>
  apiHandler('submitContact', contract, deps, ({ body, deps, sourceIp }) => submitContact(deps, body, sourceIp));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ids: awsIds(),
  contactMessages: awsContactMessages(),
  rateLimiter: awsRateLimiter(),
}));
