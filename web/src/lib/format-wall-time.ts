/** "9:00 AM" from '09:00': 12-hour time with minutes, written with a plain space whatever the ICU version. */
export function formatWallTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
