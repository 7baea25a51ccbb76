import { fitTaskToOneSegment } from './fit-task';
import type { NagTone } from './nag-ladder';
import { OTP_TTL_SECONDS } from './otp-policy';

/** Every text the server sends, in one place. Web copy lives in the web app. */
export const smsTemplates = {
  verificationCode: (code: string) =>
    `NagText: your verification code is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
  /** Sent once, the first time a user opts in to reminder texts (carrier opt-in confirmation). */
  welcome: () =>
    'NagText: you are signed up for reminder texts. We text you at the times you set and keep nudging until you reply DONE (SNOOZE pauses). Msg frequency varies. Msg & data rates may apply. Reply HELP for help, STOP to opt out.',
  /**
   * One nag of the ladder: names the task, carries the reminder's reference, says how to reply, and gets firmer
   * with the tone (the last one says it stops for today). Always one segment: a long task is shortened with "...".
   */
  nag: (input: { task: string; ref: string; tone: NagTone; attempt: number; cap: number }) =>
    fitTaskToOneSegment((task) => {
      const { ref, attempt, cap } = input;
      switch (input.tone) {
        case 'friendly':
          return `NagText: time for: ${task} (#${ref}). Reply DONE when it's done, or SNOOZE for later.`;
        case 'nudge':
          return `NagText nudge ${attempt}/${cap}: ${task} (#${ref}) is still waiting. Reply DONE or SNOOZE.`;
        case 'firm':
          return `NagText ${attempt}/${cap}: still not done: ${task} (#${ref}). Time to do it. Reply DONE or SNOOZE.`;
        case 'urgent':
          return `NagText ${attempt}/${cap}: ${task} (#${ref}) is STILL not done! Do it now, then reply DONE. SNOOZE if you must.`;
        case 'final':
          return `NagText, last nag: ${task} (#${ref}). I'll stop for today. Reply DONE when it's done, or SNOOZE.`;
      }
    }, input.task),
} as const;
