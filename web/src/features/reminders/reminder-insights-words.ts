import type { TaskInsights } from '@shared/contracts';

type Figures = NonNullable<TaskInsights['figures']>;

/** The server's threshold (reminders/domain/reminder-insights.ts): fewer ended occurrences give no figures. */
export const INSIGHTS_FROM = 5;

const WEEKDAYS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];
const IN_PART = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'at night',
};

/** "25 min", "1 h 5 min", "3 h", "2 days 4 h". */
export function durationWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return [`${days} ${days === 1 ? 'day' : 'days'}`, ...(hours ? [`${hours} h`] : [])].join(' ');
  return [`${hours} h`, ...(mins ? [`${mins} min`] : [])].join(' ');
}

/** "7 AM", "12 PM", "12 AM". */
const hourWords = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** The index of the one largest count; undefined when all are zero or several share it (nothing stands out). */
function topOf(counts: readonly number[]): number | undefined {
  const max = Math.max(0, ...counts);
  return max === 0 || counts.filter((c) => c === max).length > 1 ? undefined : counts.indexOf(max);
}

function whenWords(hour: number | undefined, day: number | undefined): string | undefined {
  if (hour === undefined && day === undefined) return undefined;
  if (day === undefined) return `Most often done around ${hourWords(hour!)}.`;
  if (hour === undefined) return `Most often done on ${WEEKDAYS[day]}.`;
  return `Most often done around ${hourWords(hour)}, and on ${WEEKDAYS[day]}.`;
}

/** A bar of the chart: done on the first text, on the 2nd, 3rd, 4th, 5th or later, or ignored to the end. */
export interface InsightBar {
  label: string;
  count: number;
}
const ORDINALS = ['1st', '2nd', '3rd', '4th'];
/** Texts 5 and up share a bar, so the chart keeps six bars at most and holds at 360 px. */
const LAST_OWN_BAR = 4;

export function insightBars(figures: Figures): InsightBar[] {
  const onText = (n: number) => figures.afterNags.find((a) => a.nags === n)?.count ?? 0;
  const later = figures.afterNags.filter((a) => a.nags > LAST_OWN_BAR).reduce((sum, a) => sum + a.count, 0);
  return [
    { label: '1st text', count: figures.firstText },
    ...[2, 3, 4].map((n) => ({ label: `${ORDINALS[n - 1]} text`, count: onText(n) })),
    { label: '5th+ text', count: later },
    { label: 'Ignored', count: figures.ignored },
  ];
}

/** The chart in words, for screen readers: "Done on the 1st text: 12. ... Ignored to the end: 3." */
export const chartInWords = (bars: readonly InsightBar[]) =>
  bars
    .map((bar) =>
      bar.label === 'Ignored' ? `Ignored to the end: ${bar.count}.` : `Done on the ${bar.label}: ${bar.count}.`,
    )
    .join(' ');

/** The pattern, as a sentence about the task. */
export function patternSentence(pattern: NonNullable<Figures['pattern']>): string {
  return pattern.kind === 'fastest'
    ? `Done fastest on ${pattern.on}.`
    : `Done mostly ${IN_PART[pattern.in]}, not when it first texts: a later time may suit it.`;
}

/**
 * What the history says before its list: a plain "not yet" below INSIGHTS_FROM, else the figures in words. Shown from
 * one finished occurrence (at none, the history's own "Nothing finished yet" stands alone: reminder-history-dialog).
 */
export function insightLines(insights: TaskInsights): { heading: string; lines: string[] } {
  const { occurrences, figures } = insights;
  if (!figures) {
    return {
      heading: 'What works',
      lines: [
        `No statistics yet: they start after ${INSIGHTS_FROM} finished occurrences (${occurrences} finished so far).`,
      ],
    };
  }
  const done = figures.firstText + figures.afterNags.reduce((sum, a) => sum + a.count, 0);
  const counted = done + figures.ignored;
  const when = whenWords(topOf(figures.doneByHour), topOf(figures.doneByWeekday));
  return {
    heading: `What works (last ${occurrences})`,
    lines: [
      `Done on the first text: ${figures.firstText} of ${counted}. After more texts: ${done - figures.firstText}. Ignored to the end: ${figures.ignored}.`,
      ...(figures.skipped ? [`Skipped: ${figures.skipped} (not counted).`] : []),
      ...(figures.medianMinutesToDone === undefined
        ? []
        : [`Median time from the first text to done: ${durationWords(figures.medianMinutesToDone)}.`]),
      ...(when ? [when] : []),
      ...(figures.pattern ? [patternSentence(figures.pattern)] : []),
    ],
  };
}
