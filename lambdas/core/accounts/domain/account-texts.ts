import { SUPPORT_EMAIL } from '../../replies/domain/support-contact';
import { dayAndTimeText } from '../../texting/domain/local-time-text';
import { numberEnding } from '../../texting/domain/number-ending';

/**
 * The texts about the account itself, each a security notice to the number on file: what happened, when (in the
 * account's zone) and what to do if it was not the owner. None carries a code (the codes' own texts are auth's), and
 * each fits one GSM-7 segment whatever the number, zone or time in it.
 */
export const accountTexts = {
  /** The last text of an account its owner deleted (with a code texted to this number). */
  goodbye: (at: Date, zone: string) =>
    `NagText: your account and everything in it were deleted on ${dayAndTimeText(at, zone)}, and your subscription cancelled. Not you? Email ${SUPPORT_EMAIL}`,
  /** The last text of an account NagText's support deleted (the admin's delete). */
  deletedBySupport: (at: Date, zone: string) =>
    `NagText: our support team deleted your account and everything in it on ${dayAndTimeText(at, zone)}. Didn't ask for it? Email ${SUPPORT_EMAIL}`,
  /** To the number an account just left: where it went (never spelled out) and when, in the account's zone. */
  numberChanged: (newPhone: string, at: Date, zone: string) =>
    `NagText: your account's number was changed to ${numberEnding(newPhone)} on ${dayAndTimeText(at, zone)}. Not you? Email ${SUPPORT_EMAIL}`,
  /** To the number on file when the account's email changed (the new address is not named: a text may be read by anyone). */
  emailChanged: (at: Date, zone: string) =>
    `NagText: the email on your account was changed on ${dayAndTimeText(at, zone)}. Not you? Log in, put yours back in Settings and choose Log out everywhere.`,
} as const;
