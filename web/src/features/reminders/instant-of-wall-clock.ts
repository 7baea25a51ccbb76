import { wallClockAt, type WallClock } from '@shared/wall-clock-at';

/**
 * The instant a wall clock in `zone` shows `date` `time`: the earlier one when the clock reads it twice, and
 * for a time a DST change skips, that time moved forward by the gap. Only for a reminder not yet saved:
 * the server's answer carries the real instant.
 */
export function instantOfWallClock({ date, time }: WallClock, zone: string): Date | null {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  if ([y, mo, d, h, mi].some((n) => n === undefined || Number.isNaN(n))) return null;
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  const offsetAt = (t: number) => {
    const wall = wallClockAt(new Date(t), zone);
    if (!wall) return null;
    const [wy, wmo, wd] = wall.date.split('-').map(Number);
    const [wh, wmi] = wall.time.split(':').map(Number);
    return Date.UTC(wy!, wmo! - 1, wd!, wh!, wmi!) - t;
  };
  // Two offsets around the wall time cover a DST change: try the earlier instant first.
  const before = offsetAt(asUtc - 86_400_000);
  const after = offsetAt(asUtc + 86_400_000);
  if (before === null || after === null) return null;
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = asUtc - offset;
    if (offsetAt(candidate) === offset) return new Date(candidate);
  }
  // Skipped by DST: read with the offset from before the change, which lands after the gap.
  return new Date(asUtc - Math.min(before, after));
}
