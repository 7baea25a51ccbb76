import type { UserRepository } from './ports/users';
import type { TextingPorts } from '../texting/texting-ports';
import type { AbusePorts } from '../abuse/abuse-ports';
import type { MailingPorts } from '../mailing/mailing-ports';

/** What users' use cases may ask for: its own ports and those of the layers below (texting, abuse and theirs). */
export interface UsersPorts extends TextingPorts, AbusePorts, MailingPorts {
  users: UserRepository;
}
