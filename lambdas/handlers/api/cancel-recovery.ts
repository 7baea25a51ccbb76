import {
  awsAuthDeps,
  awsCodes,
  awsRecoveries,
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
import { cancelRecoveryByLink } from '#core/recovery/use-cases/end-recovery';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { log } from '../../observability/log';
import { cancelRecovery as contract } from '#shared/contracts/api/cancel-recovery';

export type CancelRecoveryDeps = AuthDeps & Parameters<typeof cancelRecoveryByLink>[0];

export const makeHandler = (deps: () => CancelRecoveryDeps) =>
  apiHandler('cancelRecovery', contract, deps, async ({ body, deps, sourceIp, requestId }) => {
    const { answer, outcome } = await cancelRecoveryByLink(deps, body, sourceIp);
    const notices = outcome.kind === 'cancelled' ? outcome.notices : null;
    if (notices && typeof notices.text === 'object')
      log('warn', 'recovery.cancel_text_failed', { requestId, reason: notices.text.failed });
    if (notices && reportFailed(notices.event))
      log('warn', 'recovery.cancel_event_failed', { requestId, ...notices.event });
    return answer;
  });

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  recoveries: awsRecoveries(),
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
