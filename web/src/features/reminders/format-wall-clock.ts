import type { WallClock } from '@shared/wall-clock-at';
import { formatWallTime } from '@/lib/format-wall-time';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 24" from '2026-11-24' (short month and day, US English). */
export function formatWallDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${day ?? ''}`;
}

export { formatWallTime };

/** "Nov 24, 9:00 AM": the reminder card's date and time. */
export const formatWallDateTime = ({ date, time }: WallClock) => `${formatWallDate(date)}, ${formatWallTime(time)}`;
