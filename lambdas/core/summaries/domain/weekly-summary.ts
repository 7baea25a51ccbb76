import type { Completion } from '../../reminders/domain/completion';
import type { Reminder } from '../../reminders/domain/reminder';
import { reminderInsightsOf, type InsightPattern } from '../../reminders/domain/reminder-insights';

/** Fewer done in a row than this is not worth a line. */
export const MIN_STREAK_SHOWN = 2;

/** How a streak is counted in words: days of a daily reminder, weeks of a weekly one...; "in a row" for custom rules. */
export type StreakUnit = 'days' | 'weeks' | 'months' | 'in a row';

/** How one of the owner's people did in the week: the owner's reminders for them, counted as the owner's own are. */
export interface PersonWeek {
  personId: string;
  /** The owner's name for them (as on their latest reminder). */
  firstName: string;
  done: number;
  due: number;
}

/** What one week's text says (summary-texts words it). */
export interface WeeklySummary {
  /**
   * The owner's own reminders' occurrences due in the week that were done, of all that were due (done, skipped,
   * missed or still open); a reminder for one of their people is not theirs to do, so it counts in `people` instead.
   * Both are 0 in a week when only their people had something due.
   */
  done: number;
  due: number;
  /** The longest streak among the week's own reminders, when one is at least MIN_STREAK_SHOWN. */
  streak?: { task: string; count: number; unit: StreakUnit };
  /** The own reminder snoozed most often in the week, when any was. */
  mostSnoozed?: { task: string; snoozes: number };
  /**
   * A clear pattern (reminder-insights' thresholds, over its latest 30 ended occurrences) of one of the week's
   * own reminders: the first by task that has one.
   */
  pattern?: { task: string } & InsightPattern;
  /** Some occurrence of the owner's own is still open (not done, skipped or missed): the text points to LIST. */
  anyOpen: boolean;
  /** Each person with something due in the week (by first name, then id), when any had. */
  people?: PersonWeek[];
}

export interface WeekInput {
  reminders: readonly Reminder[];
  /**
   * Ended occurrences: those outside [from, to) are left out of the week's counts; each reminder's latest 30
   * (older ones included) are read for its pattern.
   */
  completions: readonly Completion[];
  /** The owner's zone, for the pattern's local days and hours. */
  zone: string;
  /** The week: instants, from inclusive, to exclusive. */
  from: Date;
  to: Date;
}

type Occurrence = { reminderId: string; outcome: Completion['outcome'] | 'open'; snoozes: number };

const OPEN_STATUSES: ReadonlySet<Reminder['status']> = new Set(['pending', 'snoozed']);
const UNITS: Record<Reminder['repeat'], StreakUnit> = {
  daily: 'days',
  weekly: 'weeks',
  monthly: 'months',
  once: 'in a row',
  custom: 'in a row',
};

/** Ties go to the task that sorts first (then the id), so the same week always reads the same. */
const byTaskThenId = (a: Reminder, b: Reminder) =>
  a.task.localeCompare(b.task, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

function occurrencesOf({ reminders, completions, from, to }: WeekInput): Occurrence[] {
  const inWeek = (iso: string) => {
    const at = Date.parse(iso);
    return at >= from.getTime() && at < to.getTime();
  };
  const ended = completions.filter((c) => inWeek(c.occurrenceAt));
  const endedKeys = new Set(ended.map((c) => `${c.reminderId}#${c.occurrenceDate}`));
  const open = reminders.filter(
    (r) => OPEN_STATUSES.has(r.status) && inWeek(r.occurrenceAt) && !endedKeys.has(`${r.id}#${r.occurrenceDate}`),
  );
  return [
    ...ended.map((c) => ({ reminderId: c.reminderId, outcome: c.outcome, snoozes: c.snoozes ?? 0 })),
    ...open.map((r) => ({ reminderId: r.id, outcome: 'open' as const, snoozes: r.snoozeCount ?? 0 })),
  ];
}

/** The best of the reminders by `score` (ties by task), when its score reaches `min`. */
function best(reminders: readonly Reminder[], score: (r: Reminder) => number, min: number): Reminder | undefined {
  return [...reminders].filter((r) => score(r) >= min).sort((a, b) => score(b) - score(a) || byTaskThenId(a, b))[0];
}

function patternOf(reminders: readonly Reminder[], { completions, zone }: WeekInput): WeeklySummary['pattern'] {
  for (const r of reminders) {
    const pattern = reminderInsightsOf(
      completions.filter((c) => c.reminderId === r.id),
      zone,
    ).figures?.pattern;
    if (pattern) return { task: r.task, ...pattern };
  }
  return undefined;
}

const doneOf = (occurrences: readonly Occurrence[]) => occurrences.filter((o) => o.outcome === 'done').length;

/** The week of each person the owner's reminders were for, by first name (then id), so the same week reads the same. */
function peopleOf(occurrences: readonly Occurrence[], byId: ReadonlyMap<string, Reminder>): PersonWeek[] {
  const byPerson = new Map<string, { latest: Reminder; occurrences: Occurrence[] }>();
  for (const o of occurrences) {
    const reminder = byId.get(o.reminderId)!;
    const { personId } = reminder.forPerson!;
    const person = byPerson.get(personId) ?? { latest: reminder, occurrences: [] };
    if (reminder.updatedAt > person.latest.updatedAt) person.latest = reminder;
    person.occurrences.push(o);
    byPerson.set(personId, person);
  }
  return [...byPerson.entries()]
    .map(([personId, { latest, occurrences: theirs }]) => ({
      personId,
      firstName: latest.forPerson!.firstName,
      done: doneOf(theirs),
      due: theirs.length,
    }))
    .sort(
      (a, b) =>
        a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' }) || a.personId.localeCompare(b.personId),
    );
}

/**
 * The week's summary from the reminders as they are and their ended occurrences: null when nothing was due in
 * the week, neither the owner's own nor their people's (no text: a summary of nothing costs a text and says
 * nothing). A reminder deleted since has no task to name, so its occurrences are left out. The owner's figures
 * (done of due, streak, most snoozed, pattern, open) are of their own reminders; each person's done of due is
 * of the reminders the owner added for them, counted by the same rule.
 */
export function weeklySummaryOf(input: WeekInput): WeeklySummary | null {
  const byId = new Map(input.reminders.map((r) => [r.id, r]));
  const all = occurrencesOf(input).filter((o) => byId.has(o.reminderId));
  const forPerson = (o: Occurrence) => !!byId.get(o.reminderId)!.forPerson;
  const occurrences = all.filter((o) => !forPerson(o));
  const people = peopleOf(all.filter(forPerson), byId);
  if (occurrences.length === 0 && people.length === 0) return null;

  const inWeek = [...new Set(occurrences.map((o) => o.reminderId))].map((id) => byId.get(id)!);
  const snoozes = new Map<string, number>();
  for (const o of occurrences) snoozes.set(o.reminderId, (snoozes.get(o.reminderId) ?? 0) + o.snoozes);

  const streak = best(inWeek, (r) => r.streak ?? 0, MIN_STREAK_SHOWN);
  const snoozed = best(inWeek, (r) => snoozes.get(r.id) ?? 0, 1);
  const pattern = patternOf([...inWeek].sort(byTaskThenId), input);
  return {
    done: doneOf(occurrences),
    due: occurrences.length,
    ...(streak ? { streak: { task: streak.task, count: streak.streak ?? 0, unit: UNITS[streak.repeat] } } : {}),
    ...(snoozed ? { mostSnoozed: { task: snoozed.task, snoozes: snoozes.get(snoozed.id) ?? 0 } } : {}),
    ...(pattern ? { pattern } : {}),
    anyOpen: occurrences.some((o) => o.outcome === 'open'),
    ...(people.length > 0 ? { people } : {}),
  };
}
