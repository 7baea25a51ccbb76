import { OTP_TTL_SECONDS } from './otp-policy';

/** The one-time codes' texts: what each code is for, so a code nobody asked for raises a flag. */
export const codeTexts = {
  verificationCode: (code: string) =>
    `NagText: your verification code is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
  /** The code that confirms deleting an account: it says what it does, so a code nobody asked for raises a flag. */
  accountDeletionCode: (code: string) =>
    `NagText: your code to DELETE your account is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. Didn't ask? Ignore this and your account stays.`,
} as const;
