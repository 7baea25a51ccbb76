import { fitTaskToOneSegment } from '../../texting/domain/fit-task';
import { fitTasksToOneSegment } from '../../texting/domain/fit-tasks';

/** To an accountability buddy's phone: one segment each, naming the owner by first name and nothing more. */
export const buddyTexts = {
  // ---- To an accountability buddy's phone: one segment each, naming the owner by first name and nothing more ----
  /** The one consent text (a changed buddy is asked again); nothing else goes until YES. A long name is shortened. */
  buddyAsk: (ownerFirstName: string) =>
    fitTaskToOneSegment(
      (name) =>
        `${name} would like you as their NagText buddy: we'd text you when they ignore a reminder. Reply YES to agree or STOP to never hear from us.`,
      ownerFirstName,
    ),
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
} as const;
