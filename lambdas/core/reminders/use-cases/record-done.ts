import type { NagStyle } from '#shared/vocabulary';
import type { User } from '../../users/domain/user';
import { effectiveNagStyle } from '../domain/effectiveness';
import type { RemindersPorts } from '../reminders-ports';

/**
 * Writes the history of one ended occurrence: done or skipped (from the web or by text), with what it took and the
 * nag style it was nagged with (the reminder's own, else the owner's), which the effectiveness counters split by.
 */
export async function recordDone(
  deps: Pick<RemindersPorts, 'reminders'>,
  owner: Pick<User, 'id' | 'nagStyle'>,
  reminderId: string,
  occurrence: {
    occurrenceDate: string;
    occurrenceAt: string;
    nagCount?: number;
    snoozeCount?: number;
    nagStyle?: NagStyle;
  },
  now: Date,
  via: 'web' | 'sms',
  outcome: 'done' | 'skipped' = 'done',
  by?: string,
): Promise<void> {
  const { occurrenceDate, occurrenceAt, nagCount = 0, snoozeCount = 0 } = occurrence;
  await deps.reminders.recordCompletion({
    userId: owner.id,
    reminderId,
    occurrenceDate,
    occurrenceAt,
    completedAt: now.toISOString(),
    outcome,
    via,
    nags: nagCount,
    snoozes: snoozeCount,
    nagStyle: effectiveNagStyle(occurrence, owner),
    ...(by ? { by } : {}),
  });
}
