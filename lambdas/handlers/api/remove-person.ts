import {
  awsAuthDeps,
  awsIds,
  awsInvites,
  awsMessages,
  awsOncePerWindow,
  awsOptOuts,
  awsPeople,
  awsSendPacer,
  awsSms,
  awsUsers,
} from '../../composition/aws';
import { removePerson } from '#core/people/use-cases/remove-person';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { removePerson as contract } from '#shared/contracts/api/remove-person';

export type RemovePersonDeps = AuthDeps & Parameters<typeof removePerson>[0];

export const makeHandler = (deps: () => RemovePersonDeps) =>
  apiHandler('removePerson', contract, deps, ({ caller, params, deps }) =>
    removePerson(deps, caller.id, params.personId),
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
}));
