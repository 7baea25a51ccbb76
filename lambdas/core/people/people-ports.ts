import type { InviteDirectory } from './ports/invites';
import type { PeopleDirectory } from './ports/people';
import type { UsersPorts } from '../users/users-ports';

/** What people's use cases may ask for: its own ports and those of the layers below (users and theirs). */
export interface PeoplePorts extends UsersPorts {
  /** The invites an owner made (one code each, used once), and the way from a code back to its invite. */
  invites: InviteDirectory;
  /** The people who joined an owner's reminders, found by owner and by number. */
  people: PeopleDirectory;
  /** NagText's own number, as people text it: an invite's ready message names it (and calls give it to call back). */
  nagTextNumber: string;
}
