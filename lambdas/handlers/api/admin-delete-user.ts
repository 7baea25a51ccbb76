import {
  awsAuthDeps,
  awsBilling,
  awsNumberTrials,
  awsReminders,
  awsScheduler,
  awsStats,
  awsUserData,
  awsUserDirectory,
  awsUsers,
  awsMessages,
  awsIds,
  awsOncePerWindow,
  awsBuddies,
  awsInvites,
  awsPeople,
  awsSms,
  awsOptOuts,
  awsSendPacer,
  awsEmailSuppressions,
  awsMail,
} from '../../composition/aws';
import { adminDeleteUser } from '#core/admin/use-cases/admin-delete-user';
import { apiHandler } from '../../http/api-handler';
import { log } from '../../observability/log';
import type { AuthDeps } from '../../http/authenticate';
import { adminDeleteUser as contract } from '#shared/contracts/api/admin-delete-user';

export type AdminDeleteUserDeps = AuthDeps & Parameters<typeof adminDeleteUser>[0];

export const makeHandler = (deps: () => AdminDeleteUserDeps) =>
  apiHandler('adminDeleteUser', contract, deps, ({ caller, params, deps, requestId }) =>
    adminDeleteUser(deps, caller.id, params.userId, ({ notice, text }) => {
      // The account is gone whatever became of telling its owner: a failure is worth a look, not an error.
      if (typeof notice === 'object' || typeof text === 'object')
        log('warn', 'admin.deleted_user_notices_failed', { requestId, notice, text });
    }),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  userDirectory: awsUserDirectory(),
  userData: awsUserData(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  billing: awsBilling(),
  stats: awsStats(),
  numberTrials: awsNumberTrials(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  sendPacer: awsSendPacer(),
  messages: awsMessages(),
  ids: awsIds(),
  oncePerWindow: awsOncePerWindow(),
  buddies: awsBuddies(),
  invites: awsInvites(),
  people: awsPeople(),
  mail: awsMail(),
  emailSuppressions: awsEmailSuppressions(),
}));
