// Test glue: random reminders with random rules, drawn from a seed, for the differential test of the feed against
// the texts. The vocabulary is everything a person (or a calendar's export) may send, including what is refused.
import { instantToWallTime } from '#core/kernel/wall-time';
import { KEY_ZONES } from '../../../support/differential-sample';
import { seededRandom } from '../../../simulation/prng';

export interface RandomReminder {
  /** A stable name for the case: its index in the draw. */
  index: number;
  zone: string;
  anchorDate: string;
  wallTime: string;
  recurrence: string;
}

const ZONES = [
  ...KEY_ZONES,
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Jerusalem',
  'America/Havana',
  'Asia/Gaza',
  'Africa/Cairo',
  'America/Asuncion',
  'Pacific/Norfolk',
];
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
/** Wall times around the hours DST changes skip or repeat somewhere (midnight in Santiago, 02:00 in New York, 01:00 UTC in Europe). */
const EDGY_TIMES = ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '02:59', '03:00', '03:30', '23:30'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function randomReminders(seed: number, count: number, now: Date): RandomReminder[] {
  const random = seededRandom(seed).next;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const n = int(min, Math.min(max, items.length));
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < n) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return chosen;
  };
  const dayShift = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const compact = (date: string) => date.replaceAll('-', '');

  return Array.from({ length: count }, (_, index) => {
    const zone = pick(ZONES);
    const today = instantToWallTime(now, zone).date;
    const anchorDate = dayShift(today, chance(0.5) ? int(-1, 60) : int(-1, 5 * 365 - 2));
    const wallTime = chance(0.5) ? pick(EDGY_TIMES) : `${pad(int(0, 23))}:${pad(int(0, 59))}`;
    const freq = pick([
      'DAILY',
      'DAILY',
      'WEEKLY',
      'WEEKLY',
      'WEEKLY',
      'MONTHLY',
      'MONTHLY',
      'MONTHLY',
      'YEARLY',
      'YEARLY',
    ]);
    const parts = [`FREQ=${freq}`];
    const intervalRoll = random();
    if (intervalRoll > 0.6) parts.push(`INTERVAL=${intervalRoll > 0.95 ? int(5, 40) : int(2, 4)}`);
    const monthDays = () => some([1, 2, 5, 10, 15, 20, 27, 28, 29, 29, 30, 30, 31, 31, -1, -2, -5, -29, -31], 1, 3);
    let byMonth: number[] | undefined;
    if (freq === 'YEARLY' ? chance(0.6) : chance(0.12))
      byMonth = some([1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 1, 3);
    if (byMonth) parts.push(`BYMONTH=${[...new Set(byMonth)].join(',')}`);
    let byMonthDay = false;
    if (freq !== 'WEEKLY' && (freq === 'MONTHLY' ? chance(0.5) : freq === 'YEARLY' ? chance(0.4) : chance(0.15))) {
      parts.push(`BYMONTHDAY=${[...new Set(monthDays())].join(',')}`);
      byMonthDay = true;
    }
    let byDay = false;
    const dayRoll = random();
    if (freq === 'WEEKLY' ? dayRoll < 0.65 : freq === 'DAILY' ? dayRoll < 0.3 : dayRoll < 0.4) {
      const positioned = (freq === 'MONTHLY' || (freq === 'YEARLY' && byMonth)) && chance(0.6);
      const days = some(WEEKDAYS, 1, positioned ? 2 : 5).map((d) =>
        positioned ? `${pick([1, 2, 3, 4, 5, -1, -2])}${d}` : d,
      );
      parts.push(`BYDAY=${days.join(',')}`);
      byDay = true;
    }
    if ((byDay || byMonthDay || byMonth) && chance(0.2))
      parts.push(`BYSETPOS=${[...new Set(some([1, 2, 3, -1, -2, -3], 1, 2))].join(',')}`);
    if (chance(0.25)) parts.push(`WKST=${pick(WEEKDAYS)}`);
    const endRoll = random();
    if (endRoll < 0.25) parts.push(`COUNT=${chance(0.9) ? int(1, 60) : int(61, 400)}`);
    else if (endRoll < 0.5) {
      const last = dayShift(anchorDate, int(0, 6 * 365));
      const form = random();
      if (form < 0.45) parts.push(`UNTIL=${compact(last)}`);
      else if (form < 0.9)
        parts.push(
          `UNTIL=${compact(last)}T${pad(int(0, 23))}${pad(pick([0, 0, 15, 30, 59]))}${pad(pick([0, 0, 59]))}Z`,
        );
      else parts.push(`UNTIL=${compact(last)}T${pad(int(0, 23))}${pad(pick([0, 30]))}00`);
    }
    return { index, zone, anchorDate, wallTime, recurrence: parts.join(';') };
  });
}
