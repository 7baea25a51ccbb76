import type { NextTextReason } from '#shared/contracts/tasks';
import type { User } from '../../users/domain/user';
import type { Reminder } from './reminder';
import { instantToWallTime } from '../../kernel/wall-time';
import { deferOutOfQuietHours, isInQuietHours } from './quiet-hours';

export type NextTextOwner = Pick<User, 'timezone' | 'quietHoursStart' | 'quietHoursEnd' | 'smsPausedUntil'> & {
  /** The zone quiet hours are read in (where the person is); absent: `timezone`. */
  quietZone?: string;
};

export interface NextText {
  /** UTC ISO-8601: when the next text really goes. */
  at: string;
  /** Why that is later than the reminder's ladder alone would send it; absent when it is not. */
  reason?: NextTextReason;
}

/**
 * When the planned nag really goes, and why when something moved it: the owner's PAUSE holds it to the pause's
 * end (send-nag defers it there when it fires), or quiet hours moved a repeat nag to their end. Undefined with
 * nothing planned.
 */
export function nextText(
  reminder: Pick<Reminder, 'nextNag' | 'occurrenceAt' | 'status' | 'snoozedUntil'>,
  owner: NextTextOwner,
): NextText | undefined {
  const at = reminder.nextNag?.at;
  if (!at) return undefined;
  if (owner.smsPausedUntil && Date.parse(at) <= Date.parse(owner.smsPausedUntil))
    return { at: owner.smsPausedUntil, reason: 'texts_paused' };
  const quiet = { start: owner.quietHoursStart, end: owner.quietHoursEnd };
  const zone = owner.quietZone ?? owner.timezone;
  if (reminder.status === 'snoozed') {
    // A snooze ending inside quiet hours texts when they end.
    const end = reminder.snoozedUntil ? new Date(reminder.snoozedUntil) : undefined;
    const movedByQuiet =
      end && Date.parse(at) > end.getTime() && Date.parse(at) === deferOutOfQuietHours(end, quiet, zone).getTime();
    return movedByQuiet ? { at, reason: 'quiet_hours' } : { at };
  }
  if (Date.parse(at) === Date.parse(reminder.occurrenceAt)) return { at };
  const instant = new Date(at);
  const atQuietEnd =
    instantToWallTime(instant, zone).time === quiet.end &&
    isInQuietHours(new Date(instant.getTime() - 60_000), quiet, zone) &&
    !isInQuietHours(instant, quiet, zone);
  return atQuietEnd ? { at, reason: 'quiet_hours' } : { at };
}
