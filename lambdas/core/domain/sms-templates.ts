import { OTP_TTL_SECONDS } from './otp-policy';

/** Every text the server sends, in one place. Web copy lives in the web app. */
export const smsTemplates = {
  verificationCode: (code: string) =>
    `NagText: your verification code is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
  /** Sent once, the first time a user opts in to reminder texts (carrier opt-in confirmation). */
  welcome: () =>
    'NagText: you are signed up for reminder texts. We text you at the times you set and keep nudging until you reply DONE (SNOOZE pauses). Msg frequency varies. Msg & data rates may apply. Reply HELP for help, STOP to opt out.',
} as const;
