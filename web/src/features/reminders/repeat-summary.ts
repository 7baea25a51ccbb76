import type { RepeatFrom, TaskRepeat } from '@shared/contracts';
import { describeRrule } from '@shared/recurrence/describe-rrule';
import { parseRrule, type Rrule } from '@shared/recurrence/rrule';
import type { Reminder } from './reminder';
import { isIsoDate, placeInMonth, ruleOfRepeat, WEEKDAY_NAMES } from './custom-repeat';
import { formatWallTime } from './format-wall-clock';
import { REPEAT_LABELS } from './repeat-label';

const FROM_COMPLETION = ", counted from when it's done";

/** A rule in words (describeRrule), except that one every week names its days: "Every Monday", not "Every week on Monday". */
export function repeatSentence(rule: Rrule, date: string): string {
  if (rule.freq === 'WEEKLY' && rule.interval === 1 && !rule.byMonth && !rule.bySetPos) {
    // Every week on these days is every day that is one of them: describeRrule says that as "Every Monday".
    return describeRrule(
      { ...rule, freq: 'DAILY', byDay: rule.byDay ?? [{ weekday: placeInMonth(date).weekday }] },
      date,
    );
  }
  return describeRrule(rule, date);
}

/** The sentence without its end (", 5 times", ", until Dec 31, 2026"), and that end: what is said between them goes in the middle. */
function sentenceParts(rule: Rrule, date: string): { base: string; ending: string } {
  const base = repeatSentence(
    { ...rule, count: undefined, until: undefined, untilTime: undefined, untilUtc: undefined },
    date,
  );
  return { base, ending: repeatSentence(rule, date).slice(base.length) };
}

/** The rule of a repeating reminder: its own, else the one its spec repeat means from its date. */
function ruleOf(repeat: TaskRepeat, recurrence: string | undefined, date: string): Rrule | null {
  const parsed = recurrence ? parseRrule(recurrence) : null;
  if (parsed?.ok) return parsed.rule;
  return repeat === 'once' || repeat === 'custom' ? null : ruleOfRepeat(repeat, date);
}

const UNITS: Record<Rrule['freq'], [string, string]> = {
  DAILY: ['day', 'days'],
  WEEKLY: ['week', 'weeks'],
  MONTHLY: ['month', 'months'],
  YEARLY: ['year', 'years'],
};

/**
 * Repeating from completion steps by FREQ and INTERVAL (and stops at UNTIL), on no day of its own: "Every 2 weeks"
 * and its end, with what goes between them.
 */
function completionParts(rule: Rrule, date: string): { base: string; ending: string } {
  const [one, many] = UNITS[rule.freq];
  const base = rule.interval === 1 ? `Every ${one}` : `Every ${rule.interval} ${many}`;
  const { until, untilTime, untilUtc } = rule;
  return {
    base,
    ending: until
      ? sentenceParts({ freq: rule.freq, interval: rule.interval, until, untilTime, untilUtc }, date).ending
      : '',
  };
}

/**
 * The dialog's line under the repeat controls: "Every weekday at 7:00 AM", "Monthly on the 12th at 9:00 AM",
 * "Every 2 weeks on Monday and Friday at 6:30 PM, 10 times". Null for a one-time reminder, or a date not yet whole.
 */
export function dialogRepeatSummary({
  repeat,
  recurrence,
  repeatFrom,
  scheduledDate,
  scheduledTime,
}: {
  repeat: TaskRepeat;
  recurrence?: string;
  repeatFrom?: RepeatFrom;
  scheduledDate: string;
  scheduledTime: string;
}): string | null {
  if (!isIsoDate(scheduledDate)) return null;
  const rule = ruleOf(repeat, recurrence, scheduledDate);
  if (!rule) return null;
  const fromCompletion = repeatFrom === 'completion';
  const { base, ending } = fromCompletion ? completionParts(rule, scheduledDate) : sentenceParts(rule, scheduledDate);
  const at = /^\d{2}:\d{2}$/.test(scheduledTime) ? ` at ${formatWallTime(scheduledTime)}` : '';
  return `${base}${at}${fromCompletion ? FROM_COMPLETION : ''}${ending}`;
}

/**
 * A card's repeat in words: "Once", "Daily", "Mondays", "Monthly on the 12th", a custom rule as a sentence
 * ("Monthly on the last Friday", "Every 2 weeks on Monday and Thursday, 5 times").
 */
export function cardRepeatText(reminder: Pick<Reminder, 'repeat' | 'recurrence' | 'repeatFrom' | 'localDate'>): string {
  const { repeat, localDate: date } = reminder;
  if (repeat === 'once') return REPEAT_LABELS.once;
  if (!isIsoDate(date)) return REPEAT_LABELS[repeat];
  const rule = ruleOf(repeat, reminder.recurrence, date);
  if (!rule) return REPEAT_LABELS[repeat];
  if (reminder.repeatFrom === 'completion') {
    const { base, ending } = completionParts(rule, date);
    return `${base}${FROM_COMPLETION}${ending}`;
  }
  if (repeat === 'daily') return REPEAT_LABELS.daily;
  if (repeat === 'weekly') {
    const days = rule.byDay?.map((d) => d.weekday) ?? [placeInMonth(date).weekday];
    return days.map((day) => `${WEEKDAY_NAMES[day].long}s`).join(', ');
  }
  return repeatSentence(rule, date);
}
