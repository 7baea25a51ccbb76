import type { User } from '../../users/domain/user';
import type { RepliesPorts } from '../replies-ports';
import { reconcileUserNags } from '../../reminders';
import { clockAnswers } from '../domain/clock-answers';
import type { QuietRequest } from '../domain/quiet-request';

/**
 * QUIET alone: the account's quiet hours. QUIET <from>-<until>: the account's quiet hours, as Settings sets them, and
 * its reminders planned again around them. Unreadable words change nothing. Safe to run twice: the same hours again
 * change nothing more, and the answer reads the same.
 */
export async function setQuietHoursByText(
  deps: Pick<RepliesPorts, 'users' | 'reminders' | 'scheduler' | 'clock'>,
  user: User,
  request: QuietRequest,
): Promise<string> {
  if (request.kind === 'quiet_invalid') return clockAnswers.quietUnreadable(request.words);
  if (!request.hours) return clockAnswers.quietNow(user.quietHoursStart, user.quietHoursEnd);
  const { start, end } = request.hours;
  if (start !== user.quietHoursStart || end !== user.quietHoursEnd) {
    const at = deps.clock.now().toISOString();
    if (await deps.users.update(user.id, { quietHoursStart: start, quietHoursEnd: end }, at))
      await reconcileUserNags(deps, user.id);
  }
  return clockAnswers.quietSet(start, end);
}
