import type { Random } from './prng';

/** The zones people sign up in (the sign-up list's kind: US and a few others, DST and not). */
export const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'America/Anchorage',
  'Europe/London',
] as const;
export const REPEATS = ['once', 'daily', 'daily', 'weekly', 'monthly'] as const;
export const STYLES = ['gentle', 'standard', 'standard', 'relentless'] as const;

/** How one simulated person answers their nags. */
export interface Persona {
  /** After this many nags they reply (1 to 4). */
  replyAfter: number;
  /** Whether they reply at all (some ignore everything: the texting budget's case). */
  ignores: boolean;
}

export function persona(random: Random): Persona {
  return { replyAfter: random.int(1, 4), ignores: random.chance(0.1) };
}

/** A reply, as people write them: mostly DONE, sometimes SNOOZE, SKIP, PAUSE, rarely STOP. */
export function replyBody(random: Random): string {
  const roll = random.next();
  if (roll < 0.55) return random.pick(['DONE', 'done', 'Done!', 'DONE ✅']);
  if (roll < 0.72) return random.pick(['SNOOZE', 'SNOOZE 1H', 'snooze 20m', 'SNOOZE 2H']);
  if (roll < 0.84) return 'SKIP';
  if (roll < 0.9) return random.pick(['PAUSE 2H', 'PAUSE 30M']);
  if (roll < 0.93) return 'STOP';
  return random.pick(['LIST', 'HELP', 'what?', 'ok']);
}

/** A wall time between 07:00 and 21:59 (HH:MM), when people set reminders. */
export function wallTime(random: Random): string {
  return `${String(random.int(7, 21)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
}

/** The wall date of an instant in a zone (YYYY-MM-DD). */
export function wallDate(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
}
