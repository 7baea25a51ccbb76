import type { Task } from '../../../../shared/contracts';
import { formatWallDate, formatWallDateTime, formatWallTime } from './format-wall-clock';
import { wallClockAt } from './wall-clock-at';

export interface ReminderCardDetails {
  /** "Nov 24, 9:00 AM": the current occurrence, in the user's zone. */
  when: string;
  /** "Next text: 9:30 AM", when the next nag is not the scheduled one. */
  nextText?: string;
  /** "Snoozed until 3:45 PM". */
  snoozedUntil?: string;
  /** "Last done Nov 23", for a recurring reminder (it is never completed as a whole). */
  lastDone?: string;
}

/** An instant in the reminder's zone: the time alone on the reminder's own day, else date and time. */
function momentOf(task: Task, instant: string): string | undefined {
  const wall = wallClockAt(instant, task.timezone);
  if (!wall) return undefined;
  return wall.date === task.localDate ? formatWallTime(wall.time) : formatWallDateTime(wall);
}

/** What a reminder card says about when: every time in the user's zone, never the browser's. */
export function reminderCardDetails(task: Task): ReminderCardDetails {
  const details: ReminderCardDetails = { when: formatWallDateTime({ date: task.localDate, time: task.localTime }) };
  const snoozed = task.status === 'snoozed' && task.snoozedUntil ? momentOf(task, task.snoozedUntil) : undefined;
  if (snoozed) details.snoozedUntil = `Snoozed until ${snoozed}`;
  const nextIsTheSnoozeEnd = snoozed !== undefined && task.nextNagAt === task.snoozedUntil;
  if (task.status !== 'done' && task.nextNagAt && !nextIsTheSnoozeEnd && Date.parse(task.nextNagAt) !== Date.parse(task.scheduledTime)) {
    const next = momentOf(task, task.nextNagAt);
    if (next) details.nextText = `Next text: ${next}`;
  }
  if (task.repeat !== 'once' && task.lastCompletedAt) {
    const done = wallClockAt(task.lastCompletedAt, task.timezone);
    if (done) details.lastDone = `Last done ${formatWallDate(done.date)}`;
  }
  return details;
}
