import { fitTaskToOneSegment } from '../../texting/domain/fit-task';
import { SUPPORT_EMAIL } from './support-contact';

/** The answers to JOIN, LEAVE and a joined person's other texts: naming the owner by first name and nothing more. */
export const buddyAnswers = {
  /**
   * The disclosure, once, when JOIN makes the link live (CTIA: who, what, how often, costs, HELP, STOP; and LEAVE
   * for this link alone). Two segments at most.
   */
  joined: (ownerFirstName: string) =>
    `NagText: you joined ${ownerFirstName}'s reminders as their buddy: we'll text you when they ignore a reminder. Msg frequency varies. Msg & data rates may apply. Reply HELP for help, LEAVE to leave ${ownerFirstName}'s reminders, STOP to end all texts from NagText.`,
  /** A code that does not exist, expired, or was used by someone else: one answer for all. */
  joinInvalid: () => "NagText: that code isn't valid or has expired. Ask the person who invited you for a new one.",
  /** JOIN without anything that reads as a code. */
  joinNeedsCode: () => 'NagText: to join, text JOIN and the code you were sent, like JOIN 4K7Q-9MXP.',
  /** Too many codes tried from this number, or at this code. */
  joinTooManyTries: () => 'NagText: too many codes tried. Please wait an hour and try again.',
  /** The owner texted their own invite's code. */
  joinOwnCode: () =>
    "NagText: that's your own invite. Send it to the person you're inviting: they text JOIN and the code.",
  /** The owner has a buddy already (another person joined first). */
  joinHasBuddy: (ownerFirstName: string) =>
    fitTaskToOneSegment(
      (name) => `NagText: ${name} already has a buddy, so this code no longer works.`,
      ownerFirstName,
    ),
  /** JOIN again with the code this number already joined with. */
  alreadyJoined: (ownerFirstName: string) =>
    fitTaskToOneSegment(
      (name) => `NagText: you've already joined ${name}'s reminders. Reply LEAVE to leave them.`,
      ownerFirstName,
    ),
  /** LEAVE: this link ended (the number's other links and opt-in stand). */
  left: (ownerFirstName: string) =>
    fitTaskToOneSegment(
      (name) => `NagText: you left ${name}'s reminders. You won't get texts about them again.`,
      ownerFirstName,
    ),
  /** LEAVE from a number with no live link. */
  nothingToLeave: () => "NagText: you aren't getting anyone's reminders, so there's nothing to leave.",
  /** The confirmation of a buddy's STOP (carrier rules): the number gets nothing more until it replies START. */
  buddyOptedOut: () =>
    "NagText: you're opted out and won't get texts from us, buddy texts included. Reply START to opt back in.",
  buddyHelp: () =>
    `NagText: we text you when a friend you joined ignores a reminder. LEAVE to leave, STOP to opt out. Msg&data rates may apply. Help: ${SUPPORT_EMAIL}`,
  /** Anything else from a buddy's number (at most once a day: the caller's rule). */
  buddyDidNotUnderstand: () =>
    "NagText: to join a friend's reminders, text JOIN and their code. HELP for help, LEAVE to leave, STOP to opt out. Other replies aren't read.",
  /** INVITE from an account: the code and the ready message to forward from their own phone. */
  invite: (code: string, message: string) =>
    `NagText: your invite code is ${code}, valid 7 days, once. Send this from your phone to your buddy: ${message}`,
  /** INVITE refused (3 open, or a buddy already joined). */
  inviteRefused: (why: string) => `NagText: ${why}`,
} as const;
