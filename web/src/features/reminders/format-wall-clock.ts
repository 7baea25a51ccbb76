import type { WallClock } from '@shared/wall-clock-at';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 24" from '2026-11-24' (short month and day, US English). */
export function formatWallDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${day ?? ''}`;
}

/** "9:00 AM" from '09:00': 12-hour time with minutes, written with a plain space whatever the ICU version. */
export function formatWallTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 24, 9:00 AM": the reminder card's date and time. */
export const formatWallDateTime = ({ date, time }: WallClock) => `${formatWallDate(date)}, ${formatWallTime(time)}`;
