import { awsAuthDeps, awsContactMessages, awsIds, awsRateLimiter } from '../../composition/aws';
import { submitContact } from '../../core/contact/use-cases/submit-contact';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';

export type SubmitContactDeps = AuthDeps & Parameters<typeof submitContact>[0];

export const makeHandler = (deps: () => SubmitContactDeps) =>
  apiHandler('submitContact', deps, ({ body, deps, sourceIp }) => submitContact(deps, body, sourceIp));

export const handler = makeHandler(() => ({ ...awsAuthDeps(), ids: awsIds(), contactMessages: awsContactMessages(), rateLimiter: awsRateLimiter() }));
