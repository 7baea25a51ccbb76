import {
  awsAuthDeps,
  awsBuddies,
  awsInvites,
  awsIds,
  awsMessages,
  awsOncePerWindow,
  awsOptOuts,
  awsSendPacer,
  awsSms,
  awsUsers,
} from '../../composition/aws';
import { removeBuddy } from '#core/escalation/use-cases/remove-buddy';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { removeBuddy as contract } from '#shared/contracts/api/remove-buddy';

export type RemoveBuddyDeps = AuthDeps & Parameters<typeof removeBuddy>[0];

export const makeHandler = (deps: () => RemoveBuddyDeps) =>
  apiHandler('removeBuddy', contract, deps, ({ caller, deps }) => removeBuddy(deps, caller.id));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  buddies: awsBuddies(),
  invites: awsInvites(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  sendPacer: awsSendPacer(),
  messages: awsMessages(),
  ids: awsIds(),
  oncePerWindow: awsOncePerWindow(),
}));
