import type { User } from '../../users/domain/user';
import type { RepliesPorts } from '../replies-ports';
import { DomainError } from '../../kernel/errors';
import { deleteReminder } from '../../reminders';
import { replyAnswers } from '../domain/reply-answers';
import { canUndo } from '../domain/text-reminder-rules';

/**
 * UNDO: removes the reminder last added by text, if that was a few minutes ago; returns the answer. The removal is
 * marked with this text's id rather than forgotten, so a retry of the same UNDO answers as its first try did.
 */
export async function undoTextReminder(
  deps: Pick<RepliesPorts, 'users' | 'reminders' | 'scheduler'>,
  user: User,
  messageId: string,
  now: Date,
): Promise<string> {
  const last = user.lastTextReminder;
  if (last?.undoneBy === messageId) return replyAnswers.textReminderRemoved(last.ref, last.task);
  if (!last || !canUndo(last, now)) return replyAnswers.nothingToUndo();
  try {
    await deleteReminder(deps, user.id, last.reminderId);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code === 'internal') throw error;
    // Already gone (deleted on the website, or by an earlier try of this text): what UNDO asks for holds.
    if (error.code !== 'not_found') return error.message;
  }
  await deps.users.update(user.id, { lastTextReminder: { ...last, undoneBy: messageId } }, now.toISOString());
  return replyAnswers.textReminderRemoved(last.ref, last.task);
}
