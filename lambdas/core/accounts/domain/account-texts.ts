import { SUPPORT_EMAIL } from '../../replies/domain/support-contact';
import { dayAndTimeText } from '../../texting/domain/local-time-text';
import { numberEnding } from '../../texting/domain/number-ending';

/** The texts about the account itself. None carries a code (the codes' own texts are auth's). */
export const accountTexts = {
  /** The last text of an account its owner deleted. */
  goodbye: () =>
    'NagText: your account and everything in it are deleted, and your subscription is cancelled. Thanks for getting things done with us.',
  /** To the number an account just left: where it went (never spelled out) and when, in the account's zone. */
  numberChanged: (newPhone: string, at: Date, zone: string) =>
    `NagText: your account's number was changed to ${numberEnding(newPhone)} on ${dayAndTimeText(at, zone)}. Not you? Email ${SUPPORT_EMAIL}`,
} as const;
