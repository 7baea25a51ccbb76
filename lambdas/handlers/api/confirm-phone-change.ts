import {
  awsAuthDeps,
  awsCodes,
  awsIds,
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
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { log } from '../../observability/log';
import { verifyPhoneVerify as contract } from '#shared/contracts/api/verify-phone-verify';

export type VerifyPhoneVerifyDeps = AuthDeps & Parameters<typeof confirmPhoneChange>[0];

export const makeHandler = (deps: () => VerifyPhoneVerifyDeps) =>
  apiHandler('verifyPhoneVerify', contract, deps, async ({ caller, body, deps, sourceIp, requestId }) => {
    const { session, notice } = await confirmPhoneChange(
      deps,
      caller.id,
      body.phoneNumber,
      { code: body.code, currentNumberCode: body.currentNumberCode },
      sourceIp,
    );
    // The account has moved whatever happened to the notice; a failure is worth a look, not an error.
    if (typeof notice === 'object')
      log('warn', 'account.number_changed_notice_failed', { requestId, reason: notice.failed });
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
}));
