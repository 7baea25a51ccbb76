import { dayAndTimeText } from '../../texting/domain/local-time-text';
import { numberEnding } from '../../texting/domain/number-ending';

/** The texts of a recovery, to the number on file (the one being left). None carries a code. */
export const recoveryTexts = {
  /** The wait began: where the account goes, when, and how to stop it. The old number's NO is read while it waits. */
  recoveryWaiting: (newPhone: string, movesAt: Date, zone: string) =>
    `NagText: someone is recovering your account to ${numberEnding(newPhone)}. It moves ${dayAndTimeText(movesAt, zone)}. Not you? Reply NO to stop it.`,
  /** The old number's NO (or the email's link) stopped it. */
  recoveryCancelled: () => 'NagText: the recovery of your account was cancelled. Your account stays on this number.',
  /** The account left this number (filed under the account, like the phone change's notice). */
  recoveryCompleted: (newPhone: string, at: Date, zone: string) =>
    `NagText: your account was recovered to ${numberEnding(newPhone)} on ${dayAndTimeText(at, zone)}. This number is no longer on it.`,
} as const;
