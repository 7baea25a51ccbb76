import type { EmailFeedback } from '../domain/email-address';

/**
 * The addresses we no longer email: one hard bounce or complaint (SES's event on the configuration set's topic; locally
 * /dev/mail/bounce) puts an address here, outliving any account. Kept by a digest of the normalized address.
 */
export interface EmailSuppressions {
  isSuppressed(address: string): Promise<boolean>;
  /** Records the address as suppressed; again for the same address changes nothing (the first event stands). */
  suppress(address: string, feedback: EmailFeedback, at: string): Promise<void>;
}
