import {
  awsAuthDeps,
  awsCodes,
  awsDestinations,
  awsEmailSuppressions,
  awsIds,
  awsMail,
  awsOncePerWindow,
  awsSecurityEvents,
  awsOtps,
  awsRateLimiter,
  awsSms,
  awsUsers,
  awsOptOuts,
} from '../../composition/aws';
import { requestAccountDeletionCode } from '#core/accounts/use-cases/request-account-deletion-code';
import { reportFailed } from '#core/auth';
import { apiHandler } from '../../http/api-handler';
import { log } from '../../observability/log';
import type { AuthDeps } from '../../http/authenticate';
import { requestAccountDeletionCode as contract } from '#shared/contracts/api/request-account-deletion-code';

export type RequestAccountDeletionCodeDeps = AuthDeps & Parameters<typeof requestAccountDeletionCode>[0];

export const makeHandler = (deps: () => RequestAccountDeletionCodeDeps) =>
  apiHandler('requestAccountDeletionCode', contract, deps, ({ caller, deps, sourceIp, requestId }) =>
    requestAccountDeletionCode(deps, caller.id, sourceIp, (event) => {
      // The code went whatever became of the record and the email: a failure is worth a look, not an error.
      if (reportFailed(event)) log('warn', 'account.deletion_code_event_failed', { requestId, ...event });
    }),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  users: awsUsers(),
  otps: awsOtps(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  rateLimiter: awsRateLimiter(),
  destinations: awsDestinations(),
  mail: awsMail(),
  emailSuppressions: awsEmailSuppressions(),
  securityEvents: awsSecurityEvents(),
  oncePerWindow: awsOncePerWindow(),
  ids: awsIds(),
}));
