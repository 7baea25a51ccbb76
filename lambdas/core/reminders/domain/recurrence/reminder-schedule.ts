import type { Repeat, RepeatFrom, RepeatKind } from '#shared/vocabulary';
import { plainRepeatOf } from '#shared/recurrence/plain-repeat';
import {
  formatRrule,
  parseRrule,
  untilText,
  WEEKDAYS,
  weekdayIndexOf,
  type Freq,
  type Rrule,
} from '#shared/recurrence/rrule';
import { fail } from '../../../kernel/errors';
import { parseLocalDate } from '../../../kernel/wall-time';
import { calendarRuleIssue } from './calendar-rules';
import { withLastDate, type RecurrenceRule } from './occurrences';
import { rruleFirstDate } from './series-dates';

/** A reminder's schedule as the API sets it: where it starts, its wall time and how it repeats. */
export interface ReminderSchedule {
  scheduledDate: string;
  scheduledTime: string;
  repeat: RepeatKind;
  /** A custom repeat's canonical rule (absent for the spec's four). */
  recurrence?: string;
  repeatFrom?: RepeatFrom;
}

const PLAIN_FREQ: Record<Exclude<Repeat, 'once'>, Freq> = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY' };

const refuse = (path: string, message: string): never =>
  fail('validation_failed', message, { issues: [{ path, message }] });

/**
 * The schedule a create or edit asks for, in the owner's zone. A rule that is one of the spec's repeats is stored as
 * that repeat; a `repeat` sent beside a rule must agree with it (custom stands for "a rule", whichever it turns out
 * to be); a rule that names no date from the start date (its UNTIL read in the zone) is refused.
 */
export function resolveSchedule(
  input: {
    scheduledDate: string;
    scheduledTime: string;
    repeat?: RepeatKind;
    recurrence?: string;
    repeatFrom?: RepeatFrom;
  },
  zone: string,
): ReminderSchedule {
  const base = {
    scheduledDate: input.scheduledDate,
    scheduledTime: input.scheduledTime,
    ...(input.repeatFrom === 'completion' ? { repeatFrom: 'completion' as const } : {}),
  };
  if (input.recurrence === undefined) return { ...base, repeat: input.repeat ?? 'once' };
  const parsed = parseRrule(input.recurrence, input.scheduledDate);
  if (!parsed.ok) return refuse('recurrence', `Recurrence: ${parsed.message}`);
  const plain = plainRepeatOf(parsed.rule, input.scheduledDate);
  const repeat: RepeatKind = plain ?? 'custom';
  if (input.repeat !== undefined && input.repeat !== 'custom' && input.repeat !== repeat) {
    refuse(
      'repeat',
      `Repeat ${input.repeat} does not match the recurrence rule (it is ${repeat}): send one or make them agree`,
    );
  }
  if (plain) return { ...base, repeat };
  const rule = withLastDate(parsed.rule, input.scheduledTime, zone);
  if (rruleFirstDate(rule, input.scheduledDate) === null) {
    const { until: _until, ...endless } = rule;
    if (parsed.rule.until && rruleFirstDate(endless, input.scheduledDate) !== null) {
      refuse(
        'recurrence',
        `Recurrence: UNTIL=${untilText(parsed.rule)} ends the series before its first date at ${input.scheduledTime} in ${zone}`,
      );
    }
    refuse(
      'recurrence',
      `Recurrence: the rule never falls on a date from ${input.scheduledDate} (check BYMONTH, BYMONTHDAY, BYDAY and BYSETPOS together)`,
    );
  }
  return { ...base, repeat, recurrence: formatRrule(parsed.rule) };
}

/**
 * Refuses (400 naming `recurrence`) a new schedule a calendar could not be told exactly (calendarRuleIssue): the
 * feed must say what the texts do. A schedule an edit keeps is never checked again.
 */
export function assertSayableInCalendars(schedule: ReminderSchedule, zone: string): void {
  if (!schedule.recurrence || schedule.repeatFrom === 'completion') return;
  const issue = calendarRuleIssue(
    withLastDate(storedRrule(schedule.recurrence), schedule.scheduledTime, zone),
    schedule.scheduledDate,
  );
  if (issue) refuse('recurrence', `Recurrence: ${issue}`);
}

/** A stored custom rule, read back (it was validated when stored). */
export function storedRrule(recurrence: string): Rrule {
  const parsed = parseRrule(recurrence);
  return parsed.ok ? parsed.rule : fail('validation_failed', `Stored recurrence is not valid: ${parsed.message}`);
}

/** The rule engine's view of a reminder's repeat in its owner's zone (which says where an UNTIL instant falls). */
export function recurrenceRuleOf(
  r: { repeat: RepeatKind; recurrence?: string; anchorDate: string; wallTime: string },
  zone: string,
): RecurrenceRule {
  return {
    repeat: r.repeat,
    anchorDate: r.anchorDate,
    wallTime: r.wallTime,
    ...(r.recurrence ? { rrule: withLastDate(storedRrule(r.recurrence), r.wallTime, zone) } : {}),
  };
}

/**
 * FREQ and INTERVAL of a repeating reminder (what "repeat from completion" steps by), and UNTIL as its last local
 * date in the zone; null for a one-time one.
 */
export function stepOf(
  r: { repeat: RepeatKind; recurrence?: string; wallTime: string },
  zone: string,
): Pick<Rrule, 'freq' | 'interval' | 'until'> | null {
  if (r.repeat === 'once') return null;
  if (r.repeat === 'custom') return r.recurrence ? withLastDate(storedRrule(r.recurrence), r.wallTime, zone) : null;
  return { freq: PLAIN_FREQ[r.repeat], interval: 1 };
}

/** The rule a response shows: a custom one as stored, the spec's three in the same notation (absent for once). */
export function recurrenceTextOf(r: {
  repeat: RepeatKind;
  recurrence?: string;
  anchorDate: string;
}): string | undefined {
  switch (r.repeat) {
    case 'once':
      return undefined;
    case 'custom':
      return r.recurrence;
    case 'daily':
      return 'FREQ=DAILY';
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${WEEKDAYS[weekdayIndexOf(r.anchorDate)]}`;
    case 'monthly':
      return `FREQ=MONTHLY;BYMONTHDAY=${parseLocalDate(r.anchorDate).day}`;
  }
}
