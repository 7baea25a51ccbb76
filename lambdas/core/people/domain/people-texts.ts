import { fitTaskToOneSegment } from '../../texting/domain/fit-task';

/** To a person who joined an owner's reminders: naming the owner by first name and nothing more. */
export const peopleTexts = {
  /**
   * The disclosure, once, when JOIN makes the link live (CTIA: who, what, how often, costs, HELP, STOP; and LEAVE
   * for this link alone). Two segments at most.
   */
  personJoined: (ownerFirstName: string) =>
    `NagText: you joined ${ownerFirstName}'s reminders: they come by text and repeat until you reply DONE. Msg frequency varies. Msg & data rates may apply. Reply HELP for help, LEAVE to leave these reminders, STOP to end all texts from NagText.`,
  /** JOIN to an owner who has as many people as allowed. */
  peopleFull: (ownerFirstName: string) =>
    fitTaskToOneSegment(
      (name) => `NagText: ${name} can't add anyone else right now, so this code no longer works.`,
      ownerFirstName,
    ),
  /** JOIN with an invite into a household that is full: the code stays good for when there is room. */
  householdFull: (ownerFirstName: string) =>
    fitTaskToOneSegment(
      (name) =>
        `NagText: ${name}'s household is full, so you can't join it yet. Ask ${name} to make room, then text JOIN again.`,
      ownerFirstName,
    ),
  /** A shared chore's occurrence closed by another member: one text, and no more nags about it. */
  choreDoneBy: (doerName: string, task: string) =>
    fitTaskToOneSegment((t) => `NagText: ${doerName} did it: '${t}' is done. No more texts about it this time.`, task),
  /** The owner removed this person: the one goodbye. */
  personRemoved: (ownerFirstName: string) =>
    fitTaskToOneSegment(
      (name) => `NagText: ${name} has removed you from their reminders. You won't get texts about them again.`,
      ownerFirstName,
    ),
  /** The owner deleted their account: one text to each joined person (their buddy too). */
  remindersEnded: (ownerFirstName: string) =>
    fitTaskToOneSegment(
      (name) => `NagText: ${name}'s reminders have ended. You won't get texts about them again.`,
      ownerFirstName,
    ),
} as const;
