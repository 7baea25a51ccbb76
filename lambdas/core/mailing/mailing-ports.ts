import type { AppLinks } from './ports/app-links';
import type { EmailSender } from './ports/email-sender';
import type { EmailSuppressions } from './ports/email-suppressions';
import type { KernelPorts } from '../kernel/kernel-ports';

/** What mailing's use cases may ask for: its own ports and those of the layer below (kernel). */
export interface MailingPorts extends KernelPorts {
  /** Email as the provider sends it (SES; locally the /dev/mail mailbox). Every send goes through mailing's sendEmail. */
  mail: EmailSender;
  /** The addresses that bounced or complained: never emailed again (per address, outliving accounts). */
  emailSuppressions: EmailSuppressions;
  /** The web app's address, for the links in emails. */
  appLinks: AppLinks;
}
