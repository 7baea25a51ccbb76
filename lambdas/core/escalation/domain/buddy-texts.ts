import { peopleTexts } from '../../people/domain/people-texts';
import { fitTaskToOneSegment } from '../../texting/domain/fit-task';
import { fitTasksToOneSegment } from '../../texting/domain/fit-tasks';

/** To a joined buddy's phone: one segment each, naming the owner by first name and nothing more. */
export const buddyTexts = {
  /**
   * A reminder with "Tell my buddy" ended its day unanswered: the task's words only when the owner chose to share
   * them (both the name and the task give way alike to keep one segment).
   */
  buddyIgnored: (ownerFirstName: string, task: string | null) =>
    task === null
      ? fitTaskToOneSegment(
          (name) => `NagText: ${name} hasn't done one of their reminders yet today. A nudge from you might help.`,
          ownerFirstName,
        )
      : fitTasksToOneSegment(
          ([name, t]) => `NagText: ${name} hasn't done '${t}' yet today. A nudge from you might help.`,
          [ownerFirstName, task],
        ),
  /** The owner removed this person: the one goodbye. */
  buddyRemoved: (ownerFirstName: string) =>
    fitTaskToOneSegment(
      (name) => `NagText: ${name} has removed you as their buddy. You won't get texts about their reminders again.`,
      ownerFirstName,
    ),
  /** The owner deleted their account: one text to each joined person. */
  remindersEnded: peopleTexts.remindersEnded,
} as const;
