import type { NagStyle } from '#shared/vocabulary';
import type { EffectTally } from '../domain/effectiveness';

/**
 * The effectiveness counters, read back (they are written with each completion: ReminderRepository.recordCompletion).
 * Each read is a fixed number of item reads per month or day, whatever the number of users.
 */
export interface EffectivenessCounters {
  /** Each given month's tally per nag style ('YYYY-MM', UTC), in the given order; an empty month has zero tallies. */
  months(months: string[]): Promise<{ month: string; byStyle: Record<NagStyle, EffectTally> }[]>;
  /** The sum of the given days' tallies ('YYYY-MM-DD', UTC). */
  days(days: string[]): Promise<EffectTally>;
}
