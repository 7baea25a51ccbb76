import {
  awsAuthDeps,
  awsCodes,
  awsRecoveries,
  awsRecoverySettings,
  awsUsers,
  awsEmailOwners,
  awsEmailSuppressions,
  awsMail,
  awsAppLinks,
  awsOtps,
  awsIds,
  awsRateLimiter,
  awsSms,
  awsOptOuts,
  awsDestinations,
  awsSendPacer,
  awsMessages,
  awsSecurityEvents,
  awsScheduler,
} from '../../composition/aws';
import { reportFailed } from '#core/auth';
import { confirmRecoveryNumber } from '#core/recovery/use-cases/recovery-steps';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { log } from '../../observability/log';
import { confirmRecoveryNumber as contract } from '#shared/contracts/api/confirm-recovery-number';

export type ConfirmRecoveryNumberDeps = AuthDeps & Parameters<typeof confirmRecoveryNumber>[0];

export const makeHandler = (deps: () => ConfirmRecoveryNumberDeps) =>
  apiHandler('confirmRecoveryNumber', contract, deps, async ({ body, deps, sourceIp, requestId }) => {
    const { status, notices } = await confirmRecoveryNumber(deps, body, sourceIp);
    // The wait has begun whatever became of its notices: a failure is worth a look, not an error.
    if (typeof notices.text === 'object')
      log('warn', 'recovery.wait_text_failed', { requestId, reason: notices.text.failed });
    if (reportFailed(notices.event)) log('warn', 'recovery.wait_event_failed', { requestId, ...notices.event });
    return status;
  });

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  recoveries: awsRecoveries(),
  recoverySettings: awsRecoverySettings(),
  users: awsUsers(),
  emailOwners: awsEmailOwners(),
  emailSuppressions: awsEmailSuppressions(),
  mail: awsMail(),
  appLinks: awsAppLinks(),
  otps: awsOtps(),
  ids: awsIds(),
  rateLimiter: awsRateLimiter(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  destinations: awsDestinations(),
  sendPacer: awsSendPacer(),
  messages: awsMessages(),
  securityEvents: awsSecurityEvents(),
  scheduler: awsScheduler(),
}));
