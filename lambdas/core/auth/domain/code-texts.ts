import { numberEnding } from '../../texting/domain/number-ending';
import { OTP_TTL_SECONDS } from './otp-policy';

const minutes = OTP_TTL_SECONDS / 60;

/**
 * The one-time codes' texts: each says what its code is for, so a code nobody asked for raises a flag. Every one
 * fits one GSM-7 segment (160 characters) whatever the number or code in it.
 */
export const codeTexts = {
  /** Log-in and sign-up. */
  verificationCode: (code: string) =>
    `NagText: your verification code is ${code}. It expires in ${minutes} minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
  /** The code that confirms deleting an account, to the number on file. */
  accountDeletionCode: (code: string) =>
    `NagText: your code to DELETE your account is ${code}. It expires in ${minutes} minutes. Didn't ask? Ignore this and your account stays.`,
  /** To the number an account moves to: proves the mover holds it. Perhaps our first text to it, so STOP and HELP are named. */
  phoneChangeNewNumberCode: (code: string) =>
    `NagText: your code to move your account to this number is ${code}. It expires in ${minutes} minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
  /** To the number a lost account is being recovered to: proves the person holds it (issue 34's recovery). */
  recoveryNewNumberCode: (code: string) =>
    `NagText: your account recovery code for this number is ${code}. It expires in ${minutes} minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
  /**
   * To the number on file: approves moving the account away from it, to the number it names (never spelled out).
   * This text is the current number's notice that a move was asked for.
   */
  phoneChangeApprovalCode: (code: string, newPhone: string) =>
    `NagText: your code to MOVE your account to ${numberEnding(newPhone)} is ${code}. Never share it. It expires in ${minutes} minutes. Didn't ask? Ignore this and your account stays.`,
} as const;
