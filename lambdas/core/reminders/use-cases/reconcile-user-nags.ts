import { replannedReminder } from '../domain/reminder-plan';
import { scheduleNameOf, type Reminder } from '../domain/reminder';
import { onClock } from '../domain/reminder-clock';
import { reminderTextingBlock } from '../../users/domain/texting-block';
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
export async function reconcileUserNags(deps: ReconcileDeps, userId: string): Promise<ReplannedReminder[]> {
  const replanned: ReplannedReminder[] = [];
  const user = await deps.users.get(userId);
  const reminders = await deps.reminders.listForUser(userId);
  const now = deps.clock.now();
  for (const reminder of reminders) {
    // A reminder for someone else is held only by the account and its subscription, not the owner's own STOP.
    const block = user ? reminderTextingBlock(user, !!reminder.forPerson, now) : 'inactive';
    if (!user || (block && block !== 'paused')) {
      if (reminder.nextNag) await deps.scheduler.cancel(scheduleNameOf(reminder.nextNag.id));
      continue;
    }
    let was: Reminder = reminder;
    // Each reminder on its own clock (a trip moves where-I-am ones), re-planned whole in one write.
    const changed = await changeReminder(deps, userId, reminder.id, (current) => {
      was = current;
      const next = onClock(current, user, now, (owner) => replannedReminder(current, owner, now));
      return next === current ? null : next;
    });
    if (changed) replanned.push({ was, now: changed });
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
  return replanned;
}

/** A reminder a reconcile moved: as it was and as it is now. */
export interface ReplannedReminder {
  was: Reminder;
  now: Reminder;
}
