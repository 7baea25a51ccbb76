import type { User } from './user';

/** The carrier opt-in confirmation. */
export const welcomeTexts = {
  /** Sent once, the first time a user opts in to reminder texts (carrier opt-in confirmation). */
  welcome: () =>
    'NagText: you are signed up for reminder texts. We text you at the times you set and keep nudging until you reply DONE (SNOOZE pauses). Msg frequency varies. Msg & data rates may apply. Reply HELP for help, STOP to opt out.',
} as const;

/** The welcome text goes out once: to a user who has opted in to reminder texts and not replied STOP. */
export function isWelcomeTextDue(
  user: Pick<User, 'smsTransactionalOptIn' | 'smsOptedOut' | 'welcomeTextSentAt'>,
): boolean {
  return user.smsTransactionalOptIn && !user.smsOptedOut && !user.welcomeTextSentAt;
}
