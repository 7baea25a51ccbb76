import { OTP_TTL_SECONDS } from './otp-policy';

/** Every text the server sends, in one place. Web copy lives in the web app. */
export const smsTemplates = {
  verificationCode: (code: string) =>
    `NagText: your verification code is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
} as const;
