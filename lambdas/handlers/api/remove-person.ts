import {
  awsAuthDeps,
  awsIds,
  awsInvites,
  awsMessages,
  awsOncePerWindow,
  awsOptOuts,
  awsPeople,
  awsReminders,
  awsScheduler,
  awsSendPacer,
  awsSms,
  awsUsers,
} from '../../composition/aws';
import { removePersonAndReminders } from '#core/reminders-for-people/use-cases/end-person-reminders';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { removePerson as contract } from '#shared/contracts/api/remove-person';

export type RemovePersonDeps = AuthDeps & Parameters<typeof removePersonAndReminders>[0];

export const makeHandler = (deps: () => RemovePersonDeps) =>
  apiHandler('removePerson', contract, deps, ({ caller, params, deps }) =>
    removePersonAndReminders(deps, caller.id, params.personId),
  );

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  people: awsPeople(),
  invites: awsInvites(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  sendPacer: awsSendPacer(),
  messages: awsMessages(),
  ids: awsIds(),
  oncePerWindow: awsOncePerWindow(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
}));
