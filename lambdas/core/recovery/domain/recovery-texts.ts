import { dayAndTimeText } from '../../texting/domain/local-time-text';
import { numberEnding } from '../../texting/domain/number-ending';
import { SUPPORT_EMAIL } from '../../texting/domain/support-email';

/**
 * The texts of a recovery, to the number on file (the one being left), each a security notice: what happened, when (in
 * the account's zone) and what to do if it was not the owner. None carries a code; each fits one GSM-7 segment.
 */
export const recoveryTexts = {
  /** The wait began: where the account goes, when, and how to stop it. The old number's NO is read while it waits. */
  recoveryWaiting: (newPhone: string, movesAt: Date, zone: string) =>
    `NagText: someone is recovering your account to ${numberEnding(newPhone)}. It moves ${dayAndTimeText(movesAt, zone)}. Not you? Reply NO to stop it.`,
  /**
   * The old number's NO (or the email's link) stopped it. Whoever started it proved the email: if that was not the
   * owner, someone else can read the mailbox.
   */
  recoveryCancelled: (at: Date, zone: string) =>
    `NagText: your account recovery was cancelled on ${dayAndTimeText(at, zone)}. It stays on this number. Not you? Secure your email and write to ${SUPPORT_EMAIL}`,
  /** The account left this number (filed under the account, like the phone change's notice). */
  recoveryCompleted: (newPhone: string, at: Date, zone: string) =>
    `NagText: your account was recovered to ${numberEnding(newPhone)} on ${dayAndTimeText(at, zone)}. This number is no longer on it. Not you? Email ${SUPPORT_EMAIL}`,
} as const;
