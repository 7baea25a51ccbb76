import type { Reminder } from '../../reminders/domain/reminder';
import { closeOccurrence, recordDone, snoozeReminder } from '../../reminders';
import type { User } from '../../users/domain/user';
import type { RepliesPorts } from '../replies-ports';
import type { ParsedReply } from '../domain/parse-reply';
import { replyAnswers } from '../domain/reply-answers';
import { snoozeDecision } from '../domain/snooze-rules';
import { answerChore, type AnswerChoreDeps, type ChoreReplier } from './answer-chore';

export type ActOnReminderDeps = Pick<RepliesPorts, 'reminders' | 'scheduler'> & AnswerChoreDeps;

/**
 * DONE, SKIP or SNOOZE on the targeted reminder of `owner` (by its owner, or by the person it is for), the answer's
 * times named in `zone` (where the one who texted reads them); null when it is no longer open.
 */
export async function actOnReminder(
  deps: ActOnReminderDeps,
  owner: User,
  reply: ParsedReply,
  target: Reminder,
  at: { now: Date; zone: string; messageId: string },
  chore?: ChoreReplier,
): Promise<string | null> {
  const { now, zone, messageId } = at;
  switch (reply.kind) {
    case 'done':
    case 'skip': {
      if (target.shared && chore) return answerChore(deps, owner, reply.kind, target, at, chore);
      const outcome = reply.kind === 'done' ? 'done' : 'skipped';
      const closed = await closeOccurrence(deps, owner, owner.id, target.id, outcome, now, messageId);
      if (!closed) return null;
      await recordDone(deps, owner, closed.was.id, closed.was, now, 'sms', outcome);
      const next = closed.now.status === 'done' ? null : { at: new Date(closed.now.occurrenceAt), zone };
      return outcome === 'done'
        ? replyAnswers.doneConfirmation(closed.was.task, next)
        : replyAnswers.skipped(closed.was.task, next);
    }
    case 'snooze': {
      const asked = 'until' in reply ? reply.until : new Date(now.getTime() + reply.minutes * 60_000);
      const decision = snoozeDecision(target, asked);
      if (decision.kind === 'not_texted')
        return replyAnswers.notTextedYet(target.task, decision.nextText ?? null, zone, now);
      const { until } = decision;
      const bare = 'bare' in reply && reply.bare === true;
      const snoozed = await snoozeReminder(deps, owner, owner.id, target.id, until, now, bare);
      if (snoozed?.kind === 'running') return replyAnswers.stillSnoozed(target.task, snoozed.until, zone, now);
      if (!snoozed) return null;
      const updated = snoozed.reminder;
      const textAt =
        updated.nextNag && Date.parse(updated.nextNag.at) > until.getTime() ? new Date(updated.nextNag.at) : undefined;
      return replyAnswers.snoozedUntil(updated.task, until, zone, now, textAt);
    }
    default:
      return null;
  }
}
