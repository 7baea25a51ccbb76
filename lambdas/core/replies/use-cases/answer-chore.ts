import type { Reminder } from '../../reminders/domain/reminder';
import { closeChoreOccurrence, recordDone } from '../../reminders';
import { memberById } from '../../reminders/domain/shared-chore';
import { tellChoreDone, type TellChoreDoneDeps } from '../../reminders-for-people';
import type { User } from '../../users/domain/user';
import type { RepliesPorts } from '../replies-ports';
import { replyAnswers } from '../domain/reply-answers';

export type AnswerChoreDeps = Pick<RepliesPorts, 'reminders' | 'scheduler'> & TellChoreDoneDeps;

/** Who a reply about a chore is from (a member's id) and, when it answers a nag, that nag's occurrence. */
export interface ChoreReplier {
  memberId: string;
  occurrenceDate?: string;
}

/** The answer to a DONE that found the occurrence closed first: by whom (a retry of one's own DONE reads as done). */
function alreadyDone(chore: Reminder, memberId: string): string {
  const doer = chore.shared?.lastDone ? memberById(chore.shared, chore.shared.lastDone.memberId) : undefined;
  if (!doer || doer.id === memberId) return replyAnswers.doneConfirmation(chore.task, null);
  return replyAnswers.choreAlreadyDone(doer.firstName, chore.task);
}

/**
 * DONE or SKIP of a household chore by one of its members. It closes the occurrence the reply answers (the nag's, else
 * the current one once it has begun); of two members' DONEs at once one closes it and the other hears who did. A
 * done one is kept with who did it, and the chore's other members who were texted get one "<name> did it".
 */
export async function answerChore(
  deps: AnswerChoreDeps,
  owner: User,
  kind: 'done' | 'skip',
  target: Reminder,
  at: { now: Date; zone: string; messageId: string },
  by: ChoreReplier,
): Promise<string | null> {
  const { now, zone, messageId } = at;
  const begun = Date.parse(target.occurrenceAt) <= now.getTime() || target.nagCount > 0;
  const occurrenceDate = by.occurrenceDate ?? (begun || !target.shared?.lastDone ? target.occurrenceDate : null);
  if (!occurrenceDate) return alreadyDone(target, by.memberId);
  const outcome = kind === 'done' ? 'done' : 'skipped';
  const closed = await closeChoreOccurrence(
    deps,
    owner,
    owner.id,
    target.id,
    { memberId: by.memberId, occurrenceDate },
    outcome,
    now,
    messageId,
  );
  if (!closed) return null;
  if (closed.kind === 'already') return alreadyDone(closed.now, by.memberId);
  const { was } = closed;
  await recordDone(deps, owner, was.id, was, now, 'sms', outcome, outcome === 'done' ? by.memberId : undefined);
  if (outcome === 'done') await tellChoreDone(deps, owner, was, by.memberId);
  const next = closed.now.status === 'done' ? null : { at: new Date(closed.now.occurrenceAt), zone };
  return outcome === 'done' ? replyAnswers.doneConfirmation(was.task, next) : replyAnswers.skipped(was.task, next);
}
