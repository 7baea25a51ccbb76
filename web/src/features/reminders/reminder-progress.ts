import type { OccurrenceRecord } from '@shared/contracts';
import type { Reminder } from './reminder';
import { formatWallDate, formatWallTime } from './format-wall-clock';
import { wallClockAt } from '@shared/wall-clock-at';

/** "4 done in a row · 80% done in the last 30 days", for a repeating reminder with something behind it. */
export function progressLine(reminder: Pick<Reminder, 'repeat' | 'streak' | 'completionRate30d'>): string | undefined {
  if (reminder.repeat === 'once') return undefined;
  const parts: string[] = [];
  if (reminder.streak && reminder.streak >= 2) parts.push(`${reminder.streak} done in a row`);
  if (reminder.completionRate30d !== null && reminder.completionRate30d !== undefined) {
    parts.push(`${Math.round(reminder.completionRate30d * 100)}% done in the last 30 days`);
  }
  return parts.length ? parts.join(' · ') : undefined;
}

const OUTCOME_LABELS: Record<OccurrenceRecord['outcome'], string> = {
  done: 'Done',
  skipped: 'Skipped',
  missed: 'Missed',
};

/** How an occurrence ended, in a word: a one-time reminder's day that went unanswered and was carried over is "Ignored". */
export const outcomeLabel = (record: Pick<OccurrenceRecord, 'outcome' | 'carriedTo'>) =>
  record.carriedTo ? 'Ignored' : OUTCOME_LABELS[record.outcome];

/**
 * One past occurrence in words: "Nov 24" and "done 9:12 AM by text · 3 texts · 1 call · 1 snooze", in the reminder's
 * zone; an ignored day of a one-time reminder says where it went: "no reply · 10 texts · carried over to Nov 25".
 */
export function occurrenceLine(record: OccurrenceRecord, zone: string): { date: string; detail: string } {
  const when = wallClockAt(record.at, zone);
  const how =
    record.outcome === 'missed'
      ? 'no reply'
      : `${when ? formatWallTime(when.time) : ''}${when && when.date !== record.occurrenceDate ? ` on ${formatWallDate(when.date)}` : ''}${record.via === 'sms' ? ' by text' : record.via === 'web' ? ' on the web' : ''}`.trim();
  const counts = [
    `${record.nags} ${record.nags === 1 ? 'text' : 'texts'}`,
    ...(record.calls ? [`${record.calls} ${record.calls === 1 ? 'call' : 'calls'}`] : []),
    ...(record.snoozes ? [`${record.snoozes} ${record.snoozes === 1 ? 'snooze' : 'snoozes'}`] : []),
    ...(record.carriedTo ? [`carried over to ${formatWallDate(record.carriedTo)}`] : []),
  ];
  return { date: formatWallDate(record.occurrenceDate), detail: [how, ...counts].filter(Boolean).join(' · ') };
}
