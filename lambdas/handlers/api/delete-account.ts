import {
  awsAuthDeps,
  awsBilling,
  awsCodes,
  awsEmailSuppressions,
  awsMail,
  awsNumberTrials,
  awsOtps,
  awsRateLimiter,
  awsReminders,
  awsScheduler,
  awsSendPacer,
  awsSms,
  awsStats,
  awsUserData,
  awsUserDirectory,
  awsUsers,
  awsOptOuts,
  awsMessages,
  awsIds,
  awsOncePerWindow,
  awsBuddies,
  awsInvites,
  awsPeople,
} from '../../composition/aws';
import { deleteAccount } from '#core/accounts/use-cases/delete-account';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { log } from '../../observability/log';
import { deleteAccount as contract } from '#shared/contracts/api/delete-account';

export type DeleteAccountDeps = AuthDeps & Parameters<typeof deleteAccount>[0];

export const makeHandler = (deps: () => DeleteAccountDeps) =>
  apiHandler('deleteAccount', contract, deps, async ({ caller, body, deps, sourceIp, requestId }) => {
    const deletion = await deleteAccount(deps, caller.id, body.code, sourceIp);
    // The account is gone whatever happened to the courtesy text; a failure is worth a look, not an error.
    if (typeof deletion.goodbye === 'object')
      log('warn', 'account.goodbye_failed', { requestId, reason: deletion.goodbye.failed });
    if (typeof deletion.notice === 'object')
      log('warn', 'account.deleted_notice_failed', { requestId, reason: deletion.notice.error });
    return { deleted: deletion.deleted, message: deletion.message };
  });

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  ...awsCodes(),
  otps: awsOtps(),
  users: awsUsers(),
  userDirectory: awsUserDirectory(),
  userData: awsUserData(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  billing: awsBilling(),
  stats: awsStats(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  sendPacer: awsSendPacer(),
  rateLimiter: awsRateLimiter(),
  numberTrials: awsNumberTrials(),
  messages: awsMessages(),
  ids: awsIds(),
  oncePerWindow: awsOncePerWindow(),
  buddies: awsBuddies(),
  invites: awsInvites(),
  people: awsPeople(),
  mail: awsMail(),
  emailSuppressions: awsEmailSuppressions(),
}));
