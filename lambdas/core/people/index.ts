// The people capability's public face: what other capabilities may call.
export { createInvite, openInvites, type CreateInviteDeps } from './use-cases/create-invite';
export { endPeopleLinks, removePerson, type RemovePersonDeps } from './use-cases/remove-person';
