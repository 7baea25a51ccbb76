import { fitTasksInOneSegment, fitTasksToOneSegment } from '../../texting/domain/fit-tasks';
import { ELLIPSIS, normaliseTaskWhitespace, toGsmTask } from '../../texting/domain/fit-task';
import { smsSegments } from '../../texting/domain/sms-segments';
import type { DayPart } from '../../reminders/domain/reminder-insights';
import type { PersonWeek, WeeklySummary } from './weekly-summary';

const IN_PART: Record<DayPart, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'at night',
};
const patternWords = (pattern: NonNullable<WeeklySummary['pattern']>) =>
  pattern.kind === 'fastest' ? `fastest on ${pattern.on}` : `mostly ${IN_PART[pattern.in]}`;

/**
 * With people in the text, a task or name cut shorter than this (a whole one may be shorter) reads as nothing:
 * the text takes a shorter form instead.
 */
const MIN_CUT_CHARACTERS = 8;

/** The owner's lines that may give way to the people's, the first to go first. */
const OPTIONAL_LINES = ['pattern', 'mostSnoozed', 'streak'] as const;
type OptionalLine = (typeof OPTIONAL_LINES)[number];
/** The lines that name a task, in the order their tasks are fitted. */
const TASK_LINES: readonly OptionalLine[] = ['streak', 'mostSnoozed', 'pattern'];

/** One way of laying out a week: which of the owner's lines it keeps, and the people's form and count. */
interface Layout {
  lines: ReadonlySet<OptionalLine>;
  /** long: "Mom: 5 of 7 done." each; short: "People: Mom 5/7, Dad 2/3." */
  form: 'long' | 'short';
  /** The first `shown` people are named; "+N more" says the rest (short form only). */
  shown: number;
}

const peopleLines = (people: readonly PersonWeek[], { form, shown }: Layout, names: readonly string[]) => {
  if (people.length === 0) return [];
  const named = people.slice(0, shown);
  if (form === 'long') return named.map((p, i) => `${names[i]}: ${p.done} of ${p.due} done.`);
  const more = people.length - named.length;
  const each = [...named.map((p, i) => `${names[i]} ${p.done}/${p.due}`), ...(more > 0 ? [`+${more} more`] : [])];
  return [`People: ${each.join(', ')}.`];
};

/** The week's text in a layout, given its tasks (streak, most snoozed, pattern) then its people's names, as fitted. */
const weekText =
  (week: WeeklySummary, layout: Layout) =>
  ([streakTask, snoozedTask, patternTask, ...names]: string[]) =>
    [
      // A week of only their people's opens as the summary always does, so it reads as ours when it comes back.
      week.due > 0 ? `NagText week: ${week.done} of ${week.due} done.` : 'NagText week:',
      ...(week.streak && layout.lines.has('streak')
        ? [`Streak: ${streakTask} ${week.streak.count} ${week.streak.unit}.`]
        : []),
      ...(week.mostSnoozed && layout.lines.has('mostSnoozed')
        ? [`Most snoozed: ${snoozedTask} (${week.mostSnoozed.snoozes}x).`]
        : []),
      ...(week.pattern && layout.lines.has('pattern')
        ? [`You do '${patternTask}' ${patternWords(week.pattern)}.`]
        : []),
      ...peopleLines(week.people ?? [], layout, names),
      ...(week.anyOpen ? ['Reply LIST for open ones.'] : []),
    ].join(' ');

/** The tasks of the lines a layout keeps (a dropped line's is empty, so it cuts nothing), then its people's names. */
const tasksOf = (week: WeeklySummary, layout: Layout) => [
  ...TASK_LINES.map((line) => (layout.lines.has(line) ? (week[line]?.task ?? '') : '')),
  ...(week.people ?? []).slice(0, layout.shown).map((p) => p.firstName),
];

/** Whether each task went in whole (as typed or in GSM-7), or cut to at least `min` characters (fewer when it has fewer). */
function keptEnough(asked: readonly string[], fitted: readonly string[], min: number) {
  return asked.every((task, i) => {
    const typed = normaliseTaskWhitespace(task);
    const gsm = toGsmTask(typed);
    if (fitted[i] === typed || fitted[i] === gsm) return true;
    return [...(fitted[i] ?? '')].length - ELLIPSIS.length >= Math.min(min, [...gsm].length);
  });
}

/**
 * A week with people, in ONE segment: the first layout that fits with no task or name cut shorter than
 * MIN_CUT_CHARACTERS (the long form only with nothing cut at all). The people go long, then short; then the
 * owner's pattern, most snoozed and streak give way, in that order; then the last people give way to "+N more".
 * The owner's done of due, and LIST, always stay.
 */
function weekWithPeople(week: WeeklySummary, people: number): string {
  const short = (lines: readonly OptionalLine[], shown: number): Layout => ({
    lines: new Set(lines),
    form: 'short',
    shown,
  });
  const layouts: Layout[] = [
    { lines: new Set(OPTIONAL_LINES), form: 'long', shown: people },
    ...OPTIONAL_LINES.map((_, dropped) => short(OPTIONAL_LINES.slice(dropped), people)),
    short([], people),
    ...Array.from({ length: people - 1 }, (_, i) => short([], people - 1 - i)),
  ];
  let text = '';
  for (const layout of layouts) {
    const asked = tasksOf(week, layout);
    const fitted = fitTasksInOneSegment(weekText(week, layout), asked);
    text = fitted.text;
    const min = layout.form === 'long' ? Infinity : MIN_CUT_CHARACTERS;
    if (smsSegments(text) === 1 && keptEnough(asked, fitted.tasks, min)) return text;
  }
  // The last layout (the owner's count, one person and "+N more") always fits, the name cut however short it must be.
  return text;
}

const EVERY_LINE: Layout = { lines: new Set(OPTIONAL_LINES), form: 'long', shown: 0 };

export const summaryTexts = {
  /**
   * The weekly summary (Sundays 6 PM, opt-in): the owner's own done of due, the best streak, the most snoozed, a
   * clear pattern of one reminder, how each of their people did ("Mom: 5 of 7 done.", or "People: Mom 5/7, Dad
   * 2/3." when that cannot fit), and LIST while something of their own is open. One segment: without people, long
   * task names give way alike, ending in "..."; with them, see weekWithPeople. A week of only their people's
   * has no count of the owner's: "NagText week: Mom: 5 of 7 done.".
   */
  weeklySummary: (week: WeeklySummary) =>
    week.people?.length
      ? weekWithPeople(week, week.people.length)
      : fitTasksToOneSegment(weekText(week, EVERY_LINE), tasksOf(week, EVERY_LINE)),
} as const;
