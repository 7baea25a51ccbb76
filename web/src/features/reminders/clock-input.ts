import type { ReminderClock } from '@shared/vocabulary';

interface ClockFields {
  clock?: ReminderClock;
  clockZone?: string | null;
}

/**
 * The clock as sent: nothing when it is as the reminder had it (or home time on a new one), so a dialog that only
 * changed the words never moves a reminder's clock; a clock other than fixed is sent with no zone of its own.
 */
export function withClockAsked<T extends ClockFields>(input: T, initial: ClockFields): T {
  const { clock: chosen, clockZone: chosenZone, ...rest } = input;
  const clock = chosen ?? 'home';
  const zone = clock === 'fixed' ? (chosenZone ?? null) : null;
  const before = initial.clock ?? 'home';
  const beforeZone = before === 'fixed' ? (initial.clockZone ?? null) : null;
  if (clock === before && zone === beforeZone) return rest as T;
  return { ...rest, clock, clockZone: zone } as T;
}
