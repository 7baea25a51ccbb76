import { zoneOffsets } from '../../kernel/zone-offset';

/**
 * Instants and wall times as the texts write them, in English ("Tue Nov 24, 9:00 AM", "3:45 PM", "Nov 24"), read in
 * a zone through Intl (kernel/zone-offset) rather than luxon: these texts go out from most functions, and luxon is
 * about 22 KB gzip of a bundle. An unknown zone reads as UTC, and an invalid instant writes "Invalid DateTime", as
 * luxon did.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const INVALID = 'Invalid DateTime';

/** The wall clock of the instant in the zone, as a Date whose UTC fields are the local ones (null: invalid instant). */
function localClock(at: Date, zone: string): Date | null {
  const ms = at.getTime();
  if (Number.isNaN(ms)) return null;
  const offset = zoneOffsets(zone)?.offset(ms) ?? 0;
  return new Date(ms + offset * 60_000);
}

const clockText = (local: Date) => {
  const hour = local.getUTCHours();
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(local.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};
const dayText = (local: Date) => `${WEEKDAYS[local.getUTCDay()]} ${MONTHS[local.getUTCMonth()]} ${local.getUTCDate()}`;

/** "3:45 PM" in the zone. */
export function timeText(at: Date, zone: string): string {
  const local = localClock(at, zone);
  return local ? clockText(local) : INVALID;
}

/** "Tue Nov 24, 9:00 AM" in the zone. */
export function dayAndTimeText(at: Date, zone: string): string {
  const local = localClock(at, zone);
  return local ? `${dayText(local)}, ${clockText(local)}` : INVALID;
}

/** "Tue Nov 24" in the zone. */
export function dayDateText(at: Date, zone: string): string {
  const local = localClock(at, zone);
  return local ? dayText(local) : INVALID;
}

/** "Nov 24" in the zone. */
export function monthDayText(at: Date, zone: string): string {
  const local = localClock(at, zone);
  return local ? `${MONTHS[local.getUTCMonth()]} ${local.getUTCDate()}` : INVALID;
}

/** Whether both instants fall on the same local calendar day in the zone. */
export function isSameLocalDay(a: Date, b: Date, zone: string): boolean {
  const [x, y] = [localClock(a, zone), localClock(b, zone)];
  return (
    !!x &&
    !!y &&
    x.getUTCFullYear() === y.getUTCFullYear() &&
    x.getUTCMonth() === y.getUTCMonth() &&
    x.getUTCDate() === y.getUTCDate()
  );
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A wall date and time ('YYYY-MM-DD', 'HH:MM') as a Date whose UTC fields are them, or null when not a real one.
 * 24:00 is the next day's midnight, as ISO 8601 (and luxon) read it.
 */
function wallClock(date: string, time: string): Date | null {
  const m = WALL.exec(`${date}T${time}`);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const local = new Date(Date.UTC(2000, month - 1, day));
  local.setUTCFullYear(year);
  const realDate = local.getUTCMonth() === month - 1 && local.getUTCDate() === day;
  const realTime = (hour < 24 && minute < 60) || (hour === 24 && minute === 0);
  return realDate && realTime ? new Date(local.getTime() + (hour * 60 + minute) * 60_000) : null;
}

/** A wall date and time: "Tue Nov 24 6:00 PM". */
export function wallDayAndTimeText(date: string, time: string): string {
  const local = wallClock(date, time);
  return local ? `${dayText(local)} ${clockText(local)}` : INVALID;
}

/** A wall date: "Tue Nov 24". */
export function wallDayText(date: string): string {
  const local = wallClock(date, '12:00');
  return local ? dayText(local) : INVALID;
}

/** A wall time: "6:00 PM". */
export function wallTimeText(date: string, time: string): string {
  const local = wallClock(date, time);
  return local ? clockText(local) : INVALID;
}
