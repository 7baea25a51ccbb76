import { scheduleNameOf, type NagSchedulePayload, type Reminder } from '../domain/reminder';
import type { RemindersPorts } from '../reminders-ports';

export type PlanDeps = Pick<RemindersPorts, 'reminders' | 'scheduler'>;

const payloadOf = (reminder: Reminder, nagId: string): NagSchedulePayload & Record<string, string> => ({
  userId: reminder.userId,
  reminderId: reminder.id,
  nagId,
});

/** Creates the schedule of a reminder's planned nag (a schedule for a nag that is no longer planned is a no-op when it fires). */
export async function scheduleNag(deps: Pick<RemindersPorts, 'scheduler'>, reminder: Reminder): Promise<void> {
  if (reminder.nextNag) {
    await deps.scheduler.scheduleAt(
      scheduleNameOf(reminder.nextNag.id),
      new Date(reminder.nextNag.at),
      payloadOf(reminder, reminder.nextNag.id),
    );
  }
}

/**
 * Stores `after` if the reminder is still as `before` was, and moves its one schedule along: the new nag's
 * schedule is made first and the old one removed last, so a crash in between leaves at worst a stale
 * schedule (a no-op when it fires), never a reminder without one. False when someone else changed it first.
 */
export async function saveReminderPlan(deps: PlanDeps, before: Reminder, after: Reminder): Promise<boolean> {
  if (after === before) return true;
  const oldNag = before.nextNag;
  const newNag = after.nextNag;
  const moved = oldNag?.id !== newNag?.id || oldNag?.at !== newNag?.at;
  if (moved) await scheduleNag(deps, after);
  if (!(await deps.reminders.save(after, before.version))) {
    if (newNag && newNag.id !== oldNag?.id) await deps.scheduler.cancel(scheduleNameOf(newNag.id));
    return false;
  }
  if (oldNag && oldNag.id !== newNag?.id) await deps.scheduler.cancel(scheduleNameOf(oldNag.id));
  return true;
}

/**
 * Applies `change` to the stored reminder, retrying on a concurrent change with the fresh state. Resolves
 * with the stored result, or null when the reminder does not exist (or `change` declines with null).
 */
export async function changeReminder(
  deps: PlanDeps,
  userId: string,
  reminderId: string,
  change: (current: Reminder) => Reminder | null,
): Promise<Reminder | null> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await deps.reminders.get(userId, reminderId);
    if (!current) return null;
    const next = change(current);
    if (!next) return null;
    if (await saveReminderPlan(deps, current, next)) return next;
  }
  throw new Error(`Reminder ${reminderId} kept changing under five attempts to update it`);
}
