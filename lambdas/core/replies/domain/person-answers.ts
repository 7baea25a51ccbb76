import { fitTaskToOneSegment } from '../../texting/domain/fit-task';
import { SUPPORT_EMAIL } from './support-contact';

/** "Ada", "Ada and Sam", "Ada, Sam and Lee": the owners a person gets reminders from. */
export function ownersText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** To a number that joined someone's reminders and has no account of its own. */
export const personAnswers = {
  /** HELP (CTIA: the brand, what we send, the commands, the support contact, STOP). One segment; long names cut. */
  personHelp: (ownerNames: readonly string[]) =>
    fitTaskToOneSegment(
      (names) =>
        `NagText: reminders from ${names}. Reply DONE, SNOOZE 30M, SKIP or LIST. LEAVE to leave, STOP to end all. Help: ${SUPPORT_EMAIL}`,
      ownersText(ownerNames),
    ),
  /** Anything else (at most once an hour per number: the caller's rule, so two bots never loop). */
  personDidNotUnderstand: () =>
    "NagText: I didn't get that. Reply DONE, SNOOZE 30M, SKIP or LIST about your reminders. HELP for help, LEAVE to leave.",
  /** LIST, or DONE naming nothing open, with none open. */
  personNothingOpen: () => 'NagText: you have no open reminders right now, so there is nothing to mark done or snooze.',
} as const;
