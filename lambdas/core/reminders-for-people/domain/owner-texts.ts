import { fitTasksToOneSegment } from '../../texting/domain/fit-tasks';

/** To the owner's own phone about a reminder they added for one of their people: one segment each. */
export const ownerTexts = {
  /** "Tell me if it's ignored": the person's day ended without a DONE (the person's name and the task give way alike). */
  personIgnored: (personFirstName: string, task: string) =>
    fitTasksToOneSegment(
      ([name, t]) => `NagText: ${name} didn't reply DONE to '${t}' today. A call from you might help.`,
      [personFirstName, task],
    ),
} as const;
