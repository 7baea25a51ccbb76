import type { ReminderClock } from '@shared/vocabulary';

interface ClockFields {
  clock?: ReminderClock;
  clockZone?: string | null;
}

/**
 * The clock as sent: nothing when it is as the reminder had it (or home time on a new one), so a dialog that only
 * changed the words never moves a reminder's clock; a clock other than fixed is sent with no zone of its own.
 * `reopened`: the dialog came back with the server's objections, so the clock is sent as it stands (it may be the
 * one refused).
 */
export function withClockAsked<T extends ClockFields>(input: T, initial: ClockFields, reopened = false): T {
  const { clock: chosen, clockZone: chosenZone, ...rest } = input;
  const clock = chosen ?? 'home';
  const zone = clock === 'fixed' ? (chosenZone ?? null) : null;
  const before = initial.clock ?? 'home';
  const beforeZone = before === 'fixed' ? (initial.clockZone ?? null) : null;
  if (!reopened && clock === before && zone === beforeZone) return rest as T;
  return { ...rest, clock, clockZone: zone } as T;
}

/**
 * The clock a refused add or edit reopens with: the one sent, else (not sent: unchanged) the one the dialog opened
 * with, so the reopened dialog never shows another.
 */
export function reopenedClock(input: ClockFields, opened: ClockFields): Required<ClockFields> {
  const from = input.clock !== undefined ? input : opened;
  const clock = from.clock ?? 'home';
  return { clock, clockZone: clock === 'fixed' ? (from.clockZone ?? null) : null };
}
