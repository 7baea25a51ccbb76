import { wallClockAt } from '@shared/wall-clock-at';

const HOUR_MS = 3_600_000;

/** What the Add dialog starts with: the next whole hour on the user's clock (at least a few minutes ahead). */
export function defaultReminderWhen(zone: string, now: Date): { scheduledDate: string; scheduledTime: string } {
  const wall =
    wallClockAt(new Date(now.getTime() + HOUR_MS), zone) ?? wallClockAt(new Date(now.getTime() + HOUR_MS), 'UTC')!;
  return { scheduledDate: wall.date, scheduledTime: `${wall.time.slice(0, 2)}:00` };
}
