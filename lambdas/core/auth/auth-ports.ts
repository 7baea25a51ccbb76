import type { CallerDirectory } from './ports/caller-directory';
import type { CodeGenerator, CodeHasher } from './ports/codes';
import type { OtpStore } from './ports/otp-store';
import type { SessionStore } from './ports/sessions';
import type { TokenService } from './ports/tokens';
import type { EmailOwners } from './ports/email-owners';
import type { SecurityEvents } from './ports/security-events';
import type { UsersPorts } from '../users/users-ports';
import type { ContactPorts } from '../contact/contact-ports';

/** What auth's use cases may ask for: its own ports and those of the layers below (users, contact and theirs). */
export interface AuthPorts extends UsersPorts, ContactPorts {
  tokens: TokenService;
  callers: CallerDirectory;
  otps: OtpStore;
  codes: CodeGenerator;
  codeHasher: CodeHasher;
  sessions: SessionStore;
  /** Which account holds a verified address (one account per verified email). */
  emailOwners: EmailOwners;
  /** What happened to each account that matters to its security (number or email changed, deletion code sent, recovery). */
  securityEvents: SecurityEvents;
}
