import {
  awsAuthDeps,
  awsCodes,
  awsIds,
  awsMailDeps,
  awsOptOuts,
  awsOtps,
  awsReminders,
  awsScheduler,
  awsSecurityEvents,
  awsSendPacer,
  awsMessages,
  awsSms,
  awsUsers,
} from '../../composition/aws';
import { updateProfile } from '#core/accounts/use-cases/update-profile';
import { reportFailed } from '#core/auth';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { log } from '../../observability/log';
import { updateProfile as contract } from '#shared/contracts/api/update-profile';

export type UpdateProfileDeps = AuthDeps & Parameters<typeof updateProfile>[0];

export const makeHandler = (deps: () => UpdateProfileDeps) =>
  apiHandler('updateProfile', contract, deps, ({ caller, body, deps, requestId }) =>
    updateProfile(deps, caller.id, body, ({ verification, notice, text }) => {
      // The email has changed whatever became of its notices: a failure is worth a look (Resend tries again).
      if (typeof verification === 'object' || reportFailed(notice) || typeof text === 'object')
        log('warn', 'account.email_change_emails_failed', { requestId, verification, notice, text });
    }),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  ...awsMailDeps(),
  users: awsUsers(),
  otps: awsOtps(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  securityEvents: awsSecurityEvents(),
  ids: awsIds(),
  sendPacer: awsSendPacer(),
  messages: awsMessages(),
}));
