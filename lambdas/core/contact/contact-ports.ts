import type { ContactMessageRepository } from './ports/contact-messages';
import type { TextingPorts } from '../texting/texting-ports';
import type { AbusePorts } from '../abuse/abuse-ports';

/** What contact's use cases may ask for: its own ports and those of the layers below (texting, abuse and theirs). */
export interface ContactPorts extends TextingPorts, AbusePorts {
  contactMessages: ContactMessageRepository;
}
