import {
  awsAuthDeps,
  awsBilling,
  awsCodes,
  awsIds,
  awsEmailSuppressions,
  awsMail,
  awsSecurityEvents,
  awsMessages,
  awsOptOuts,
  awsOtps,
  awsRateLimiter,
  awsSendPacer,
  awsSms,
  awsTokens,
  awsUsers,
} from '../../composition/aws';
import { confirmPhoneChange } from '#core/accounts/use-cases/confirm-phone-change';
import { reportFailed } from '#core/auth';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { log } from '../../observability/log';
import { verifyPhoneVerify as contract } from '#shared/contracts/api/verify-phone-verify';

export type VerifyPhoneVerifyDeps = AuthDeps & Parameters<typeof confirmPhoneChange>[0];

export const makeHandler = (deps: () => VerifyPhoneVerifyDeps) =>
  apiHandler('verifyPhoneVerify', contract, deps, async ({ caller, body, deps, sourceIp, requestId }) => {
    const { session, notice, event, billing } = await confirmPhoneChange(
      deps,
      caller.id,
      body.phoneNumber,
      { code: body.code, currentNumberCode: body.currentNumberCode },
      sourceIp,
    );
    // The account has moved whatever happened to the notice; a failure is worth a look, not an error.
    if (typeof notice === 'object')
      log('warn', 'account.number_changed_notice_failed', { requestId, reason: notice.failed });
    if (typeof billing === 'object')
      log('warn', 'account.number_changed_billing_failed', { requestId, reason: billing.failed });
    if (reportFailed(event)) log('warn', 'account.number_changed_event_failed', { requestId, ...event });
    return session;
  });

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  users: awsUsers(),
  otps: awsOtps(),
  tokens: awsTokens(),
  rateLimiter: awsRateLimiter(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  sendPacer: awsSendPacer(),
  messages: awsMessages(),
  ids: awsIds(),
  mail: awsMail(),
  emailSuppressions: awsEmailSuppressions(),
  securityEvents: awsSecurityEvents(),
  billing: awsBilling(),
}));
