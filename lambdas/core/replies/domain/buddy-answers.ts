import { fitTaskToOneSegment } from '../../texting/domain/fit-task';
import { SUPPORT_EMAIL } from './support-contact';

/** The answers to a buddy's texts: one segment each, naming the owner by first name and nothing more. */
export const buddyAnswers = {
  /** YES to an open ask, once. */
  buddyAgreed: (ownerFirstName: string) =>
    fitTaskToOneSegment(
      (name) =>
        `NagText: thanks! You're ${name}'s buddy now. We'll text you only when they ignore a reminder. Reply STOP anytime to opt out.`,
      ownerFirstName,
    ),
  /** The confirmation of a buddy's STOP (carrier rules): the number gets nothing more until it replies START. */
  buddyOptedOut: () =>
    "NagText: you're opted out and won't get texts from us, buddy texts included. Reply START to opt back in.",
  buddyHelp: () =>
    `NagText: we text you when a friend who named you their buddy ignores a reminder. Reply STOP to opt out. Msg & data rates may apply. Help: ${SUPPORT_EMAIL}`,
  /** Anything else from a buddy's number (at most once a day: the caller's rule). */
  buddyDidNotUnderstand: () =>
    "NagText: reply YES to agree to a friend's buddy request, HELP for help or STOP to opt out. Other replies aren't read.",
} as const;
