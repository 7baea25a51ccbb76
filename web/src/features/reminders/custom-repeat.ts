import type { RepeatFrom, TaskRepeat } from '@shared/contracts';
import { ordinalNumber } from '@shared/recurrence/describe-rrule';
import { plainRepeatOf } from '@shared/recurrence/plain-repeat';
import {
  formatRrule,
  MAX_COUNT,
  MAX_INTERVAL,
  parseRrule,
  WEEKDAYS,
  weekdayIndexOf,
  type Freq,
  type Rrule,
  type Weekday,
} from '@shared/recurrence/rrule';

/**
 * The Custom repeat controls as the dialog holds them, and the RFC 5545 rule they make. What a day or a
 * position means comes from the reminder's date: "on day D" is that date's day, "the Nth weekday" its place
 * in its month. The number fields are kept as typed and checked when the rule is built.
 */
export interface CustomRepeatDraft {
  interval: string;
  unit: Freq;
  /** Weekly: the days, Monday first. */
  weekdays: Weekday[];
  monthlyOn: MonthlyOn;
  ends: RepeatEnds;
  count: string;
  /** 'YYYY-MM-DD', as a date field gives it. */
  until: string;
  /** A loaded rule these controls cannot show (BYMONTH, several days of the month...): sent as it is until replaced. */
  kept: string | null;
}

/** Monthly: the date's day, its weekday's place in the month (4th Thursday), the last such weekday, or the last day. */
export type MonthlyOn = 'day' | 'weekday' | 'lastWeekday' | 'lastDay';
export type RepeatEnds = 'never' | 'count' | 'until';
export type DraftField = 'interval' | 'weekdays' | 'count' | 'until';
export interface DraftIssue {
  field: DraftField;
  message: string;
}
export type DraftRule = { ok: true; rule: Rrule } | { ok: false; issues: DraftIssue[] };

export const WEEKDAY_NAMES: Record<Weekday, { short: string; long: string }> = {
  MO: { short: 'Mon', long: 'Monday' },
  TU: { short: 'Tue', long: 'Tuesday' },
  WE: { short: 'Wed', long: 'Wednesday' },
  TH: { short: 'Thu', long: 'Thursday' },
  FR: { short: 'Fri', long: 'Friday' },
  SA: { short: 'Sat', long: 'Saturday' },
  SU: { short: 'Sun', long: 'Sunday' },
};

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** A real calendar date written 'YYYY-MM-DD' (what a date field holds once filled in). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The day of the month and where the date's weekday falls in its month: Nov 26, 2026 is the 4th (and last) Thursday. */
export function placeInMonth(date: string): { day: number; weekday: Weekday; nth: number; isLast: boolean } {
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number);
  return {
    day,
    weekday: WEEKDAYS[weekdayIndexOf(date)]!,
    nth: Math.ceil(day / 7),
    isLast: day + 7 > daysInMonth(year, month),
  };
}

/** The monthly choices a date offers ("last <weekday>" only when it is that weekday's last in its month, or already chosen). */
export function monthlyChoices(date: string, chosen?: MonthlyOn): { value: MonthlyOn; label: string }[] {
  if (!isIsoDate(date)) {
    return [
      { value: 'day', label: "On the date's day" },
      { value: 'weekday', label: "On the date's weekday in its month" },
      { value: 'lastDay', label: 'On the last day' },
    ];
  }
  const place = placeInMonth(date);
  const name = WEEKDAY_NAMES[place.weekday].long;
  return [
    { value: 'day' as const, label: `On day ${place.day}` },
    { value: 'weekday' as const, label: `On the ${ordinalNumber(place.nth)} ${name}` },
    ...(place.isLast || chosen === 'lastWeekday'
      ? [{ value: 'lastWeekday' as const, label: `On the last ${name}` }]
      : []),
    { value: 'lastDay' as const, label: 'On the last day' },
  ];
}

/** The rule of one of the spec's repeats from a date: weekly on its weekday, monthly on its day. */
export function ruleOfRepeat(repeat: 'daily' | 'weekly' | 'monthly', date: string): Rrule {
  const place = placeInMonth(date);
  if (repeat === 'daily') return { freq: 'DAILY', interval: 1 };
  if (repeat === 'weekly') return { freq: 'WEEKLY', interval: 1, byDay: [{ weekday: place.weekday }] };
  return { freq: 'MONTHLY', interval: 1, byMonthDay: [place.day] };
}

/** Every 1 of the unit, on the date's weekday (weekly) or day (monthly), never ending. */
export const newDraft = (date: string, unit: Freq): CustomRepeatDraft => ({
  interval: '1',
  unit,
  weekdays: isIsoDate(date) ? [placeInMonth(date).weekday] : [],
  monthlyOn: 'day',
  ends: 'never',
  count: '10',
  until: '',
  kept: null,
});

/** The controls showing a rule, from the reminder's date; null when they cannot (the rule is then kept whole). */
export function draftOfRule(rule: Rrule, date: string): CustomRepeatDraft | null {
  // BYMONTH, BYSETPOS, WKST and an UNTIL with a time have no control here: such a rule is kept whole.
  if (rule.byMonth || rule.bySetPos || rule.wkst || rule.untilTime) return null;
  const draft = newDraft(date, rule.freq);
  draft.interval = String(rule.interval);
  if (rule.count !== undefined) Object.assign(draft, { ends: 'count', count: String(rule.count) });
  if (rule.until) Object.assign(draft, { ends: 'until', until: rule.until });
  const place = placeInMonth(date);
  switch (rule.freq) {
    case 'DAILY':
    case 'YEARLY':
      return rule.byDay || rule.byMonthDay ? null : draft;
    case 'WEEKLY':
      if (!rule.byDay) return draft;
      // The controls keep the date's day pressed: days without it are kept whole rather than changed unasked.
      if (rule.byDay.some((d) => d.ordinal !== undefined) || !rule.byDay.some((d) => d.weekday === place.weekday))
        return null;
      draft.weekdays = rule.byDay.map((d) => d.weekday);
      return draft;
    case 'MONTHLY': {
      const [only, ...more] = rule.byDay ?? [];
      if (rule.byDay && rule.byMonthDay) return null;
      if (rule.byMonthDay) {
        const [day, ...others] = rule.byMonthDay;
        if (others.length) return null;
        if (day === -1) return { ...draft, monthlyOn: 'lastDay' };
        return day === place.day ? draft : null;
      }
      if (!only) return draft;
      if (more.length || only.weekday !== place.weekday) return null;
      if (only.ordinal === place.nth) return { ...draft, monthlyOn: 'weekday' };
      if (only.ordinal === -1 && place.isLast) return { ...draft, monthlyOn: 'lastWeekday' };
      return null;
    }
  }
}

/**
 * The controls a reminder's repeat opens with: its rule when it has one (kept whole when the controls cannot show
 * it), else the spec's repeat it has (weekly on the date's weekday when it does not repeat yet).
 */
export function draftOf({
  repeat,
  recurrence,
  scheduledDate,
}: {
  repeat: TaskRepeat;
  recurrence?: string;
  scheduledDate: string;
}): CustomRepeatDraft {
  const parsed = recurrence ? parseRrule(recurrence) : null;
  if (parsed?.ok)
    return (
      draftOfRule(parsed.rule, scheduledDate) ?? {
        ...newDraft(scheduledDate, parsed.rule.freq),
        kept: formatRrule(parsed.rule),
      }
    );
  if (repeat === 'daily' || repeat === 'weekly' || repeat === 'monthly')
    return draftOfRule(ruleOfRepeat(repeat, scheduledDate), scheduledDate)!;
  return newDraft(scheduledDate, 'WEEKLY');
}

function wholeNumber(text: string, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

/** The rule the controls make, or what is wrong with them (repeating from completion takes every-N and an end date only). */
export function ruleOfDraft(draft: CustomRepeatDraft, date: string, repeatFrom: RepeatFrom = 'schedule'): DraftRule {
  if (draft.kept) {
    const kept = parseRrule(draft.kept);
    return kept.ok
      ? { ok: true, rule: kept.rule }
      : { ok: false, issues: [{ field: 'interval', message: kept.message }] };
  }
  const issues: DraftIssue[] = [];
  const interval = wholeNumber(draft.interval, MAX_INTERVAL);
  if (interval === null) issues.push({ field: 'interval', message: `Enter a whole number from 1 to ${MAX_INTERVAL}` });
  const fromSchedule = repeatFrom === 'schedule';
  const rule: Rrule = { freq: draft.unit, interval: interval ?? 1 };
  if (fromSchedule && draft.unit === 'WEEKLY') {
    // The date's own day is always one: the first text is on the date, so a series never starts on a day it skips.
    const dateDay = isIsoDate(date) ? placeInMonth(date).weekday : null;
    const days = WEEKDAYS.filter((day) => day === dateDay || draft.weekdays.includes(day));
    if (!days.length) issues.push({ field: 'weekdays', message: 'Pick at least one day' });
    rule.byDay = days.map((weekday) => ({ weekday }));
  }
  // Without a whole date the day is unknown: the date field says what is wrong.
  if (fromSchedule && draft.unit === 'MONTHLY' && isIsoDate(date)) {
    const place = placeInMonth(date);
    if (draft.monthlyOn === 'day') rule.byMonthDay = [place.day];
    if (draft.monthlyOn === 'lastDay') rule.byMonthDay = [-1];
    if (draft.monthlyOn === 'weekday') rule.byDay = [{ weekday: place.weekday, ordinal: place.nth }];
    if (draft.monthlyOn === 'lastWeekday') rule.byDay = [{ weekday: place.weekday, ordinal: -1 }];
  }
  if (draft.ends === 'count') {
    const count = wholeNumber(draft.count, MAX_COUNT);
    if (!fromSchedule)
      issues.push({
        field: 'count',
        message: 'Counting from when you mark it done can end on a date, not after a number of times',
      });
    else if (count === null) issues.push({ field: 'count', message: `Enter a whole number from 1 to ${MAX_COUNT}` });
    else rule.count = count;
  }
  if (draft.ends === 'until') {
    if (!isIsoDate(draft.until)) issues.push({ field: 'until', message: 'Pick the last date' });
    else if (isIsoDate(date) && draft.until < date)
      issues.push({ field: 'until', message: 'The end date must be on or after the start date' });
    else rule.until = draft.until;
  }
  return issues.length ? { ok: false, issues } : { ok: true, rule };
}

/**
 * The repeat a rule is from this date, as the server reads it (FREQ=DAILY is daily, weekly on the date's weekday is
 * weekly...): sent beside the rule, since the server refuses a `repeat` that disagrees with it.
 */
/** The repeat the server reads a rule as: one of the spec's three, or custom. */
export const repeatOfRule = (rule: Rrule, date: string): Exclude<TaskRepeat, 'once'> =>
  plainRepeatOf(rule, date) ?? 'custom';

export interface RepeatFields {
  repeat: TaskRepeat;
  recurrence?: string;
  repeatFrom: RepeatFrom;
}

/**
 * What the dialog sends for its repeat: one of the spec's four as chosen (from the schedule), or a Custom rule
 * with the repeat it amounts to and where it counts from; or what is wrong with the Custom controls.
 */
export function repeatFieldsOf(
  form: { repeat: TaskRepeat; scheduledDate: string; repeatFrom?: RepeatFrom },
  draft: CustomRepeatDraft,
): { ok: true; fields: RepeatFields } | { ok: false; issues: DraftIssue[] } {
  if (form.repeat !== 'custom') return { ok: true, fields: { repeat: form.repeat, repeatFrom: 'schedule' } };
  const repeatFrom = form.repeatFrom ?? 'schedule';
  const built = ruleOfDraft(draft, form.scheduledDate, repeatFrom);
  if (!built.ok) return built;
  return {
    ok: true,
    fields: { repeat: repeatOfRule(built.rule, form.scheduledDate), recurrence: formatRrule(built.rule), repeatFrom },
  };
}
