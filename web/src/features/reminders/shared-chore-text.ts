import type { Task } from '@shared/contracts';
import { CHORE_OWNER_ID } from '@shared/vocabulary';
import { memberName } from './chore-members';
import { formatWallDate } from './format-wall-clock';

type SharedChore = NonNullable<Task['shared']>;

/** A member in the middle of a sentence: "you" for the owner. */
const inSentence = (member: { id: string; firstName: string }) =>
  member.id === CHORE_OWNER_ID ? 'you' : member.firstName;

export interface SharedChoreLines {
  /** "Shared: takes turns each week with You, Mom, Dad", or "Shared: anyone of You, Mom, Dad". */
  shared: string;
  /** "Up next: Mom": whose turn the current occurrence is (taking turns). */
  upNext?: string;
  /** "Last done by Dad on Nov 23": who did the latest one, and which. */
  lastDoneBy?: string;
}

/** What a shared chore's card says about who it goes to. */
export function sharedChoreLines(shared: SharedChore): SharedChoreLines {
  const names = shared.members.map(memberName).join(', ');
  const lines: SharedChoreLines = {
    shared:
      shared.mode === 'rotate'
        ? `Shared: takes turns ${shared.turn === 'week' ? 'each week' : 'each time'} with ${names}`
        : `Shared: anyone of ${names}`,
  };
  if (shared.mode === 'rotate' && shared.upNext) lines.upNext = `Up next: ${memberName(shared.upNext)}`;
  if (shared.lastDoneBy)
    lines.lastDoneBy = `Last done by ${inSentence(shared.lastDoneBy)} on ${formatWallDate(shared.lastDoneBy.occurrenceDate)}`;
  return lines;
}

/** A done occurrence of a shared chore, next to its outcome: "by Mom", "by you". */
export const doneByText = (by: { id: string; firstName: string } | undefined) =>
  by ? `by ${inSentence(by)}` : undefined;
