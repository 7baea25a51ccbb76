import { replannedReminder } from '../domain/reminder-plan';
import { scheduleNameOf } from '../domain/reminder';
import { textingBlock } from '../../users/domain/texting-block';
import type { RemindersPorts } from '../reminders-ports';
import { changeReminder } from './save-reminder-plan';

export type ReconcileDeps = Pick<RemindersPorts, 'users' | 'reminders' | 'scheduler' | 'clock'>;

/**
 * Brings every open reminder of the user in line with the user as they are now: their zone, quiet hours
 * and nag style (re-planned), and whether they may be texted at all. Held users (opted out, not opted in,
 * inactive, not subscribed) keep their plans but lose their schedules, so nothing fires for them; when the
 * block lifts, nags that fell due meanwhile are sent at once and missed recurring occurrences are skipped.
 * Safe to run any number of times.
 */
export async function reconcileUserNags(deps: ReconcileDeps, userId: string): Promise<void> {
  const user = await deps.users.get(userId);
  const reminders = await deps.reminders.listForUser(userId);
  const now = deps.clock.now();
  const block = user ? textingBlock(user, now) : 'inactive';
  for (const reminder of reminders) {
    if (!user || (block && block !== 'paused')) {
      if (reminder.nextNag) await deps.scheduler.cancel(scheduleNameOf(reminder.nextNag.id));
      continue;
    }
    await changeReminder(deps, userId, reminder.id, (current) => {
      const next = replannedReminder(current, user, now);
      return next === current ? null : next;
    });
    const current = await deps.reminders.get(userId, reminder.id);
    // Unchanged plans are re-asserted: a schedule removed while the user was held comes back.
    if (current?.nextNag) {
      await deps.scheduler.scheduleAt(scheduleNameOf(current.nextNag.id), new Date(current.nextNag.at), {
        userId,
        reminderId: current.id,
        nagId: current.nextNag.id,
      });
    }
  }
}
