import { addDays } from './recurrence';
import { instantToWallTime, parseWallTime, wallTimeInstants, wallTimeToInstant } from '../../kernel/wall-time';

/**
 * The hours no repeat nag is sent, as local wall times 'HH:MM' in the owner's zone. start > end spans
 * midnight (21:00-08:00); start == end means no quiet hours. Start is inclusive, end exclusive.
 */
export interface QuietHours {
  start: string;
  end: string;
}

const spansMidnight = (quiet: QuietHours) => parseWallTime(quiet.start) > parseWallTime(quiet.end);

export function isInQuietHours(at: Date, quiet: QuietHours, zone: string): boolean {
  const start = parseWallTime(quiet.start);
  const end = parseWallTime(quiet.end);
  if (start === end) return false;
  // Whole minutes suffice: start and end are whole minutes, so 07:59:59 is still before 08:00.
  const now = parseWallTime(instantToWallTime(at, zone).time);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * `at` itself when it is outside quiet hours; otherwise the instant they end: the end wall time on the right
 * local date (the next day for the evening part of hours spanning midnight). An end time skipped by DST moves to
 * the next valid minute; an end time the clocks fall back over is its first instant after `at`.
 */
export function deferOutOfQuietHours(at: Date, quiet: QuietHours, zone: string): Date {
  if (!isInQuietHours(at, quiet, zone)) return at;
  const local = instantToWallTime(at, zone);
  const eveningPart = spansMidnight(quiet) && parseWallTime(local.time) >= parseWallTime(quiet.start);
  const endDate = eveningPart ? addDays(local.date, 1) : local.date;
  const later = wallTimeInstants(endDate, quiet.end, zone).find((instant) => instant.getTime() > at.getTime());
  return later ?? wallTimeToInstant(endDate, quiet.end, zone);
}
