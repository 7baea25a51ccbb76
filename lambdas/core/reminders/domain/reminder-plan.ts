import { CARRY_OVER_DAYS, IGNORED_BEFORE_PAUSE } from '#shared/vocabulary';
import { withTurn } from './shared-chore';
import type { NagStyle } from '#shared/vocabulary';
import { planNextNag } from './nag-ladder';
import { deferOutOfQuietHours, isInQuietHours } from './quiet-hours';
import type { BudgetStage } from '../../texting/domain/texting-budget';
import {
  addDays,
  firstOccurrenceAtOrAfter,
  occurrenceDateAfter,
  type Occurrence,
  type RecurrenceRule,
  recurrenceRuleOf,
  type ReminderSchedule,
  stepOf,
} from './recurrence';
import {
  nagIdOf,
  withClosedDate,
  withOutcome,
  withoutOutcome,
  type PlannedNag,
  type Reminder,
  type SharedChore,
} from './reminder';
import { instantToWallTime, wallTimeToInstant } from '../../kernel/wall-time';
import { HEADS_UP_ATTEMPT, plannedHeadsUpAt, type HeadsUpClock } from './heads-up';
import { withOfferClosed } from './renegotiation';
import { daysBeforeOf, isWindowAttempt, nextWindowText } from './deadline-window';

export type { ReminderSchedule };

/** What planning needs to know about the reminder's owner. */
export interface NagOwner {
  timezone: string;
  quietHoursStart: string;
  quietHoursEnd: string;
  nagStyle: NagStyle;
  /** The zone quiet hours are read in (where the person is: domain/reminder-clock.ts); absent: `timezone`. */
  quietZone?: string;
  /** The first text of an occurrence waits for quiet hours to end too (a home-time reminder while away). */
  holdFirstText?: boolean;
}

type QuietOwner = Pick<NagOwner, 'quietHoursStart' | 'quietHoursEnd' | 'timezone' | 'quietZone' | 'holdFirstText'>;
const quietOf = (owner: QuietOwner) => ({ start: owner.quietHoursStart, end: owner.quietHoursEnd });
const quietZoneOf = (owner: QuietOwner) => owner.quietZone ?? owner.timezone;

/**
 * An occurrence's first nag: at the occurrence (now, when that is past), even inside quiet hours (the time the person
 * chose wins), unless the owner holds first texts (a home-time reminder while away) and the time falls in the quiet
 * hours where the person is but not at home: then when those end.
 */
function firstNagAt(occurrenceAt: Date, now: Date, owner?: QuietOwner): Date {
  const at = later(occurrenceAt, now);
  // A time inside quiet hours at home too was chosen so: it goes (as it would at home).
  if (!owner?.holdFirstText || isInQuietHours(at, quietOf(owner), owner.timezone)) return at;
  return deferOutOfQuietHours(at, quietOf(owner), quietZoneOf(owner));
}

/** A reminder's own nag pace, when it is not the account's. */
export interface NagPace {
  nagStyle?: NagStyle;
  nagEveryMinutes?: number;
}

const iso = (at: Date) => at.toISOString();
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * The series a reminder moves along in its owner's zone. Repeating from completion, it is FREQ x INTERVAL steps
 * from `from` (the day the last occurrence was done, else the current occurrence's date).
 */
function ruleOf(r: Reminder, zone: string, from = r.occurrenceDate): RecurrenceRule {
  const step = r.repeatFrom === 'completion' ? stepOf(r, zone) : null;
  if (!step) return recurrenceRuleOf(r, zone);
  const rrule = { freq: step.freq, interval: step.interval, ...(step.until ? { until: step.until } : {}) };
  return { repeat: 'custom', anchorDate: from, wallTime: r.wallTime, rrule };
}

/** The ladder a reminder's nags follow: its own style and gap, else the owner's style. */
const ladderOf = (reminder: Reminder, owner: NagOwner) => ({
  style: reminder.nagStyle ?? owner.nagStyle,
  ...(reminder.nagEveryMinutes ? { everyMinutes: reminder.nagEveryMinutes } : {}),
});
const plan = (reminderId: string, occurrenceAt: string, attempt: number, at: Date): PlannedNag => ({
  id: nagIdOf(reminderId, occurrenceAt, attempt),
  attempt,
  at: iso(at),
});

/**
 * The occurrence a schedule starts with: the chosen wall time on the chosen date in the owner's zone.
 * A recurring reminder whose start is already past begins at its first occurrence from now on;
 * null for a one-time reminder in the past (the caller refuses it).
 */
export function firstOccurrence(
  schedule: ReminderSchedule,
  zone: string,
  now: Date,
): { date: string; at: Date } | null {
  const rule = recurrenceRuleOf(
    { ...schedule, anchorDate: schedule.scheduledDate, wallTime: schedule.scheduledTime },
    zone,
  );
  if (schedule.repeat === 'once') {
    const at = wallTimeToInstant(schedule.scheduledDate, schedule.scheduledTime, zone);
    return at.getTime() > now.getTime() ? { date: schedule.scheduledDate, at } : null;
  }
  return firstOccurrenceAtOrAfter(rule, schedule.scheduledDate, zone, now);
}

/**
 * The first text of an occurrence: its heads-up when the reminder asks for one and it can still go before the
 * occurrence (`owner` gives the zone and quiet hours it is planned in), else the first nag at the occurrence.
 */
function firstTextOf(
  reminder: Pick<Reminder, 'id' | 'headsUpHours' | 'wallTime' | 'windowDays'>,
  occurrence: { date: string; at: Date },
  now: Date,
  owner?: HeadsUpClock,
): PlannedNag {
  const occurrenceAt = iso(occurrence.at);
  // A deadline window's first gentle text still to come (domain/deadline-window.ts).
  const gentle =
    reminder.windowDays && owner
      ? nextWindowText(occurrence, reminder.wallTime, reminder.windowDays, owner, now)
      : null;
  if (gentle) return plan(reminder.id, occurrenceAt, gentle.attempt, gentle.at);
  const headsUp =
    reminder.headsUpHours && owner
      ? plannedHeadsUpAt(occurrence, reminder.wallTime, reminder.headsUpHours, owner, now)
      : null;
  if (headsUp) return plan(reminder.id, occurrenceAt, HEADS_UP_ATTEMPT, headsUp);
  return plan(reminder.id, occurrenceAt, 1, firstNagAt(occurrence.at, now, owner));
}

/** A reminder armed for its occurrence: status pending, its heads-up or first nag planned (firstTextOf). */
function armed(reminder: Reminder, occurrence: { date: string; at: Date }, now: Date, owner?: HeadsUpClock): Reminder {
  const occurrenceAt = iso(occurrence.at);
  // A rotating chore's turn passes with a new occurrence (domain/shared-chore.ts).
  const turned = withTurn(reminder, reminder.occurrenceDate, occurrence.date);
  const { snoozedUntil: _s, lastNagAt: _l, snoozeCount: _c, ...rest } = turned;
  return {
    ...rest,
    status: 'pending',
    occurrenceDate: occurrence.date,
    occurrenceAt,
    nagCount: 0,
    nextNag: firstTextOf(reminder, occurrence, now, owner),
  };
}

/** Whether nothing of the current occurrence went yet: its heads-up or its first nag is planned. */
const plansFirstText = (reminder: Pick<Reminder, 'nextNag' | 'lastNagAt'>) =>
  reminder.nextNag?.attempt === HEADS_UP_ATTEMPT ||
  plansWindowText(reminder) ||
  (reminder.nextNag?.attempt === 1 && !reminder.lastNagAt);

/** Whether the plan's next text is one of a deadline window's gentle texts (before the deadline's ladder). */
export const plansWindowText = (reminder: Pick<Reminder, 'nextNag'>) => isWindowAttempt(reminder.nextNag?.attempt);

/**
 * A window's gentle text went (`sentAt`; null: given up on, by the texting budget or a late delivery): the next
 * window day's text, or the deadline's first nag at the occurrence. Nothing is counted as a nag; `sentAt` is kept as
 * the latest text, so a bare DONE means this reminder.
 */
export function afterWindowText(reminder: Reminder, owner: HeadsUpClock, sentAt: Date | null, now: Date): Reminder {
  const occurrence = { date: reminder.occurrenceDate, at: new Date(reminder.occurrenceAt) };
  const before = daysBeforeOf(reminder.nextNag?.attempt ?? 0);
  const gentle = reminder.windowDays
    ? nextWindowText(occurrence, reminder.wallTime, reminder.windowDays, owner, now, before)
    : null;
  return {
    ...reminder,
    ...(sentAt ? { lastNagAt: iso(sentAt) } : {}),
    nextNag: gentle
      ? plan(reminder.id, reminder.occurrenceAt, gentle.attempt, gentle.at)
      : plan(reminder.id, reminder.occurrenceAt, 1, firstNagAt(occurrence.at, now, owner)),
    updatedAt: iso(now),
    version: reminder.version + 1,
  };
}

/** Whether the plan's next text is the occurrence's heads-up. */
export const plansHeadsUp = (reminder: Pick<Reminder, 'nextNag'>) => reminder.nextNag?.attempt === HEADS_UP_ATTEMPT;

/**
 * The heads-up went (or is given up on: the texting budget, or it fired at or after the occurrence): the
 * occurrence's first nag is next, at the occurrence. Nothing is counted as a nag; `sentAt` is kept as the latest
 * text, so a bare DONE means this reminder.
 */
export function afterHeadsUp(reminder: Reminder, sentAt: Date | null, now: Date, owner?: QuietOwner): Reminder {
  return {
    ...reminder,
    ...(sentAt ? { lastNagAt: iso(sentAt) } : {}),
    nextNag: plan(reminder.id, reminder.occurrenceAt, 1, firstNagAt(new Date(reminder.occurrenceAt), now, owner)),
    updatedAt: iso(now),
    version: reminder.version + 1,
  };
}

/** Whether nothing more is planned until the user acts: done, missed (one-time) or paused (repeating). */
export const isAtRest = (reminder: Pick<Reminder, 'status'>) =>
  reminder.status === 'done' || reminder.status === 'missed' || reminder.status === 'paused';

/** An answer (DONE, SKIP, SNOOZE, a resume or reopen) ends the run of unanswered days. */
function answered(reminder: Reminder): Reminder {
  const { carriedDays: _c, ignoredRun: _i, ...rest } = reminder;
  return rest;
}

/**
 * The day's ladder ended with no answer. A one-time reminder starts again the next day at its time, until
 * CARRY_OVER_DAYS days went by (then it is missed), unless it has a deadline window: its deadline day was the last
 * one, so it is missed at once; a repeating one goes on to its next occurrence, unless this
 * was the IGNORED_BEFORE_PAUSE-th in a row (then it is paused) or its series' last (then it is missed).
 */
function unansweredDayEnded(sent: Reminder, owner: NagOwner, at: Date): Reminder {
  // "A window that ends unanswered counts as missed" (issue 36): a deadline is not carried past its day.
  if (sent.repeat === 'once' && sent.windowDays)
    return { ...sent, ...withOutcome(sent, sent.occurrenceDate, 'm'), status: 'missed' };
  if (sent.repeat === 'once') {
    const carriedDays = (sent.carriedDays ?? 0) + 1;
    if (carriedDays >= CARRY_OVER_DAYS)
      return { ...sent, ...withOutcome(sent, sent.occurrenceDate, 'm'), carriedDays, status: 'missed' };
    const date = addDays(sent.occurrenceDate, 1);
    return armed(
      { ...sent, carriedDays },
      { date, at: wallTimeToInstant(date, sent.wallTime, owner.timezone) },
      at,
      owner,
    );
  }
  const ignoredRun = (sent.ignoredRun ?? 0) + 1;
  const ended = { ...sent, ...withOutcome(sent, sent.occurrenceDate, 'm'), ignoredRun };
  const following = followingOccurrence(sent, owner.timezone, at);
  // A series whose last occurrence went unanswered has nothing left to pause: it ends missed.
  if (!following) return { ...ended, status: 'missed' };
  if (ignoredRun >= IGNORED_BEFORE_PAUSE) return { ...ended, status: 'paused' };
  return armed(ended, following, at, owner);
}

/**
 * The occurrence after the current one that is not yet past; null for a one-time reminder and a series that has
 * ended. `doneOn` (the local date it was done) is where a reminder repeating from completion counts from.
 */
function followingOccurrence(
  reminder: Reminder,
  zone: string,
  now: Date,
  doneOn?: string,
): { date: string; at: Date } | null {
  const from = doneOn && reminder.repeatFrom === 'completion' ? doneOn : reminder.occurrenceDate;
  const rule = ruleOf(reminder, zone, from);
  const nextDate = occurrenceDateAfter(rule, from);
  return openOccurrence(
    rule,
    reminder.closedDates,
    nextDate ? firstOccurrenceAtOrAfter(rule, nextDate, zone, now) : null,
    zone,
    now,
  );
}

/**
 * `occurrence`, or else the series' first one after it whose date is not closed: a day done or skipped is never
 * armed again (only a reopen takes its date back), whatever moves the reminder onto it: an edit that starts the
 * series (or a one-time reminder) on a day already closed, or the series reaching a day closed ahead of it. The
 * calendar feed leaves the closed dates out too. Null when nothing open is left (a one-time reminder has one date).
 */
function openOccurrence(
  rule: RecurrenceRule,
  closedDates: readonly string[] | undefined,
  occurrence: Occurrence | null,
  zone: string,
  now: Date,
): Occurrence | null {
  if (!closedDates?.length) return occurrence;
  const closed = new Set(closedDates);
  let open = occurrence;
  // Each step passes one closed date for a later one: at most as many steps as there are closed dates.
  while (open && closed.has(open.date)) {
    const nextDate = occurrenceDateAfter(rule, open.date);
    open = nextDate ? firstOccurrenceAtOrAfter(rule, nextDate, zone, now) : null;
  }
  return open;
}

/** The stored form of a schedule's repeat: only what differs from the defaults is kept. */
const repeatFieldsOf = (schedule: ReminderSchedule) => ({
  repeat: schedule.repeat,
  ...(schedule.recurrence ? { recurrence: schedule.recurrence } : {}),
  ...(schedule.repeatFrom === 'completion' ? { repeatFrom: 'completion' as const } : {}),
});
const paceFieldsOf = (pace: NagPace = {}) => ({
  ...(pace.nagStyle ? { nagStyle: pace.nagStyle } : {}),
  ...(pace.nagEveryMinutes ? { nagEveryMinutes: pace.nagEveryMinutes } : {}),
});

export function newReminder(
  input: {
    id: string;
    userId: string;
    ref: string;
    task: string;
    schedule: ReminderSchedule;
    occurrence: { date: string; at: Date };
    pace?: NagPace;
    /** "Heads-up before", planned in the owner's zone and quiet hours. */
    headsUp?: { hours: number; owner: HeadsUpClock };
    /** The clock its time follows (absent: home), and the owner as that clock reads (plans the first text). */
    clock?: Pick<Reminder, 'clock' | 'clockZone'>;
    owner?: HeadsUpClock;
    /** A deadline window: gentle daily texts from this many days before each occurrence, in the owner's zone. */
    window?: { days: number; owner: HeadsUpClock };
    /** A household's shared chore: its first turn is set here. */
    shared?: Omit<SharedChore, 'turnIndex' | 'lastDone'>;
  },
  now: Date,
): Reminder {
  const base: Reminder = {
    id: input.id,
    userId: input.userId,
    ref: input.ref,
    task: input.task,
    ...clockFieldsOf(input.clock),
    ...repeatFieldsOf(input.schedule),
    ...paceFieldsOf(input.pace),
    ...(input.headsUp ? { headsUpHours: input.headsUp.hours } : {}),
    ...(input.window ? { windowDays: input.window.days } : {}),
    anchorDate: input.schedule.scheduledDate,
    wallTime: input.schedule.scheduledTime,
    status: 'pending',
    occurrenceDate: input.occurrence.date,
    occurrenceAt: iso(input.occurrence.at),
    nagCount: 0,
    ...(input.shared ? { shared: { ...input.shared, turnIndex: -1 } } : {}),
    createdAt: iso(now),
    updatedAt: iso(now),
    version: 1,
  };
  // A chore's first turn is set as it is armed (from turnIndex -1: domain/shared-chore.ts).
  return armed(base, input.occurrence, now, input.headsUp?.owner ?? input.window?.owner ?? input.owner);
}

/** The stored clock: always named; a zone only for a fixed one. */
export const clockFieldsOf = (
  clock: Pick<Reminder, 'clock' | 'clockZone'> = {},
): Pick<Reminder, 'clock' | 'clockZone'> =>
  clock.clock === 'fixed' && clock.clockZone
    ? { clock: 'fixed', clockZone: clock.clockZone }
    : { clock: clock.clock === 'where_i_am' ? 'where_i_am' : 'home' };

/** Whether an edit keeps the schedule: the edit dialog shows the current occurrence, so its date counts as the anchor's. */
export function isSameSchedule(reminder: Reminder, schedule: ReminderSchedule): boolean {
  return (
    reminder.repeat === schedule.repeat &&
    reminder.recurrence === schedule.recurrence &&
    (reminder.repeatFrom ?? 'schedule') === (schedule.repeatFrom ?? 'schedule') &&
    reminder.wallTime === schedule.scheduledTime &&
    (reminder.anchorDate === schedule.scheduledDate || reminder.occurrenceDate === schedule.scheduledDate)
  );
}

/**
 * An edit: a new schedule re-arms the reminder from its (new) first occurrence (`occurrence`, in `zone`) not yet
 * closed; a task-only edit keeps the plan. When every date it would arm is closed (a one-time reminder moved to a
 * later time of the day it was done), it stays done on its new schedule: Reopen nags that day again.
 */
export function editedReminder(
  reminder: Reminder,
  input: {
    task: string;
    schedule: ReminderSchedule;
    occurrence: { date: string; at: Date } | null;
    zone: string;
    pace?: NagPace;
    /** "Heads-up before": `hours` null removes it, absent keeps it; `owner` plans it (without: no heads-up planned). */
    headsUp?: { hours?: number | null; owner: HeadsUpClock };
    /** A deadline window's days: null removes it, absent keeps it (planned with `headsUp.owner`). */
    windowDays?: number | null;
    /** The edit is the answer (MOVE, EASIER) to the open offer, by this inbound text: else it closes the offer as edited. */
    answersOffer?: { by: string };
  },
  now: Date,
): Reminder {
  const edited = editedPlan(reminder, input, now);
  return input.answersOffer
    ? withOfferClosed(edited, 'answered', input.answersOffer.by)
    : withOfferClosed(edited, 'edited');
}

function editedPlan(reminder: Reminder, input: Parameters<typeof editedReminder>[1], now: Date): Reminder {
  const sameSchedule = isSameSchedule(reminder, input.schedule);
  const { nagStyle: _s, nagEveryMinutes: _e, headsUpHours: _h, windowDays: _w, ...unpaced } = reminder;
  const asked = input.headsUp?.hours;
  const headsUpHours = asked === undefined ? reminder.headsUpHours : (asked ?? undefined);
  const windowDays = input.windowDays === undefined ? reminder.windowDays : (input.windowDays ?? undefined);
  const touched: Reminder = {
    ...unpaced,
    ...paceFieldsOf(input.pace),
    ...(headsUpHours ? { headsUpHours } : {}),
    ...(windowDays ? { windowDays } : {}),
    task: input.task,
    updatedAt: iso(now),
    version: reminder.version + 1,
  };
  const owner = input.headsUp?.owner;
  if (sameSchedule || !input.occurrence) {
    // A heads-up or window set, changed or removed before the occurrence's ladder began: its first text is planned
    // again (a window day whose text went already is past, so it is not sent twice).
    const waiting = !isAtRest(reminder) && reminder.nagCount === 0 && reminder.status === 'pending';
    const sameBefore = headsUpHours === reminder.headsUpHours && windowDays === reminder.windowDays;
    if (sameBefore || !waiting || !plansFirstText(reminder)) return touched;
    return armed(touched, { date: reminder.occurrenceDate, at: new Date(reminder.occurrenceAt) }, now, owner);
  }
  const { recurrence: _r, repeatFrom: _f, ...unscheduled } = touched;
  const rescheduled: Reminder = {
    ...unscheduled,
    ...repeatFieldsOf(input.schedule),
    anchorDate: input.schedule.scheduledDate,
    wallTime: input.schedule.scheduledTime,
  };
  const open = openOccurrence(
    ruleOf(rescheduled, input.occurrence.date),
    reminder.closedDates,
    input.occurrence,
    input.zone,
    now,
  );
  if (open) return armed(rescheduled, open, now, owner);
  const { nextNag: _n, ...ended } = armed(rescheduled, input.occurrence, now);
  return { ...ended, status: 'done' };
}

/**
 * After a nag went out (or was given up on): the ladder's next step (thinned near the texting budget), else the
 * next occurrence, else nothing.
 */
export function afterNagSent(reminder: Reminder, owner: NagOwner, sentAt: Date, stage: BudgetStage = 'full'): Reminder {
  if (plansHeadsUp(reminder)) return afterHeadsUp(reminder, sentAt, sentAt, owner);
  if (plansWindowText(reminder)) return afterWindowText(reminder, owner, sentAt, sentAt);
  const attempt = reminder.nextNag?.attempt ?? reminder.nagCount + 1;
  const { snoozedUntil: _s, nextNag: _n, ...rest } = reminder;
  const sent: Reminder = {
    ...rest,
    status: 'pending',
    nagCount: attempt,
    lastNagAt: iso(sentAt),
    updatedAt: iso(sentAt),
    version: reminder.version + 1,
  };
  const next = planNextNag({
    ...ladderOf(reminder, owner),
    sentAttempt: attempt,
    sentAt,
    quietHours: quietOf(owner),
    zone: quietZoneOf(owner),
    stage,
  });
  if (next) return { ...sent, nextNag: plan(reminder.id, reminder.occurrenceAt, next.attempt, next.at) };
  return unansweredDayEnded(sent, owner, sentAt);
}

/**
 * A repeat nag withheld by the texting budget: this occurrence gets no more texts (nothing is counted as sent).
 * A recurring reminder moves on to its next occurrence; a one-time one's day has ended unanswered, so it is
 * carried over to the next day at its time as the ladder's end would (never left on a past day with no next text).
 */
export function withheldNag(reminder: Reminder, owner: NagOwner, now: Date): Reminder {
  // A withheld heads-up is only that: the occurrence's own nags still come.
  if (plansHeadsUp(reminder)) return afterHeadsUp(reminder, null, now, owner);
  if (plansWindowText(reminder)) return afterWindowText(reminder, owner, null, now);
  const { nextNag: _n, snoozedUntil: _s, ...rest } = reminder;
  const stopped: Reminder = { ...rest, status: 'pending', updatedAt: iso(now), version: reminder.version + 1 };
  if (reminder.repeat === 'once') return unansweredDayEnded(stopped, owner, now);
  const following = followingOccurrence(reminder, owner.timezone, now);
  return following ? armed(stopped, following, now, owner) : stopped;
}

/**
 * The date a one-time reminder was set for, while it is carried over from day to day unanswered (its card shows
 * the day it texts next, and this one beside it); undefined when it is on the day it was set for, or answered.
 */
export function carriedOverFrom(
  reminder: Pick<Reminder, 'repeat' | 'carriedDays' | 'anchorDate' | 'occurrenceDate'>,
): string | undefined {
  if (reminder.repeat !== 'once' || !reminder.carriedDays) return undefined;
  return reminder.anchorDate < reminder.occurrenceDate ? reminder.anchorDate : undefined;
}

/** A day that ended unanswered, as the history keeps it: missed, and the day it was carried to (a one-time reminder). */
export interface IgnoredDay {
  occurrenceDate: string;
  occurrenceAt: string;
  outcome: 'missed';
  /** A one-time reminder carried over: the day it texts again. */
  carriedTo?: string;
}

/**
 * What `after` (the plan once a nag went, or was withheld) says about the day of `before`: the ignored day to
 * record when its ladder ended unanswered (the reminder moved to another occurrence, or nothing more is planned),
 * null while the day's ladder goes on.
 */
export function ignoredDayOf(before: Reminder, after: Reminder): IgnoredDay | null {
  const moved = after.occurrenceDate !== before.occurrenceDate || after.occurrenceAt !== before.occurrenceAt;
  if (!moved && after.nextNag && !isAtRest(after)) return null;
  const day: IgnoredDay = {
    occurrenceDate: before.occurrenceDate,
    occurrenceAt: before.occurrenceAt,
    outcome: 'missed',
  };
  return before.repeat === 'once' && moved && !isAtRest(after) ? { ...day, carriedTo: after.occurrenceDate } : day;
}

/** DONE or SKIP: a one-time reminder is finished; a recurring one moves on to its next occurrence. */
export function closedOccurrence(
  reminder: Reminder,
  owner: NagOwner,
  now: Date,
  outcome: 'done' | 'skipped',
  byReply?: string,
): Reminder {
  const { snoozedUntil: _s, nextNag: _n, ...rest } = answered(reminder);
  const closed: Reminder = {
    ...withOfferClosed(rest, 'done'),
    ...(outcome === 'done' ? { lastCompletedAt: iso(now) } : {}),
    ...withOutcome(reminder, reminder.occurrenceDate, outcome === 'done' ? 'd' : 's'),
    closedDates: withClosedDate(reminder.closedDates, reminder.occurrenceDate),
    ...(byReply
      ? {
          closedByReply: {
            messageId: byReply,
            occurrenceDate: reminder.occurrenceDate,
            occurrenceAt: reminder.occurrenceAt,
            outcome,
            at: iso(now),
          },
        }
      : {}),
    updatedAt: iso(now),
    version: reminder.version + 1,
  };
  const following = followingOccurrence(reminder, owner.timezone, now, instantToWallTime(now, owner.timezone).date);
  return following ? armed(closed, following, now, owner) : { ...closed, status: 'done' };
}

/** The text a snooze ends with: at its end, or when quiet hours end if it ends inside them (it is a repeat nag). */
export const snoozeEndText = (until: Date, owner: QuietOwner) =>
  deferOutOfQuietHours(until, quietOf(owner), quietZoneOf(owner));

/** SNOOZE: nothing until `until`, then the ladder resumes where it was (the status returns to pending then). */
export function snoozedReminder(reminder: Reminder, owner: NagOwner, until: Date, now: Date): Reminder {
  const attempt = reminder.nagCount + 1;
  return {
    ...answered(reminder),
    snoozeCount: (reminder.snoozeCount ?? 0) + 1,
    status: 'snoozed',
    snoozedUntil: iso(until),
    nextNag: plan(reminder.id, reminder.occurrenceAt, attempt, snoozeEndText(until, owner)),
    updatedAt: iso(now),
    version: reminder.version + 1,
  };
}

/** "later" or a bare SNOOZE never shortens a snooze already running: its end when it runs longer than `until`. */
export function longerSnoozeRunning(reminder: Reminder, until: Date, bare: boolean): Date | null {
  if (!bare || reminder.status !== 'snoozed' || !reminder.snoozedUntil) return null;
  const end = new Date(reminder.snoozedUntil);
  return end.getTime() > until.getTime() ? end : null;
}

/** The same planned nag moved to a later time (same id): null when that nag is no longer the plan's. */
export function deferredNag(reminder: Reminder, nagId: string, until: Date): Reminder | null {
  return reminder.nextNag?.id === nagId
    ? { ...reminder, nextNag: { ...reminder.nextNag, at: until.toISOString() }, version: reminder.version + 1 }
    : null;
}

/** Marked pending again from done or missed: nagged again from its occurrence (now, if that is past). */
export function reopenedReminder(reminder: Reminder, now: Date): Reminder {
  const { closedDates, ...rest } = answered(reminder);
  const stillClosed = (closedDates ?? []).filter((date) => date !== reminder.occurrenceDate);
  const touched = {
    ...rest,
    ...withoutOutcome(reminder, reminder.occurrenceDate),
    ...(stillClosed.length ? { closedDates: stillClosed } : {}),
    updatedAt: iso(now),
    version: reminder.version + 1,
  };
  return armed(touched, { date: reminder.occurrenceDate, at: new Date(reminder.occurrenceAt) }, now);
}

/**
 * A reminder for someone whose link ended (they replied LEAVE, or the owner removed them): it stops where it is,
 * paused, nothing planned. The same reminder when already at rest.
 */
export function pausedForGonePerson(reminder: Reminder, now: Date): Reminder {
  if (isAtRest(reminder)) return reminder;
  const { nextNag: _n, snoozedUntil: _s, ...rest } = reminder;
  return { ...rest, status: 'paused', updatedAt: iso(now), version: reminder.version + 1 };
}

/**
 * A paused repeating reminder brought back (RESUME 4, or Resume on the dashboard): from its first occurrence
 * not yet past; done when its series has ended meanwhile.
 */
export function resumedReminder(reminder: Reminder, owner: NagOwner, now: Date): Reminder {
  const { nextNag: _n, snoozedUntil: _s, ...rest } = answered(reminder);
  const touched: Reminder = { ...rest, updatedAt: iso(now), version: reminder.version + 1 };
  const following = followingOccurrence(reminder, owner.timezone, now);
  return following ? armed(touched, following, now, owner) : { ...touched, status: 'done' };
}

/**
 * Brings the plan in line with the owner's current zone, quiet hours and style, and with `now` (after texts
 * were held back). Occurrences entirely missed are skipped; a nag whose time passed is due at once. Returns
 * the same object when nothing changes, so callers can skip the write.
 */
export function replannedReminder(reminder: Reminder, owner: NagOwner, now: Date): Reminder {
  if (isAtRest(reminder)) return reminder;
  const occurrenceAt = iso(wallTimeToInstant(reminder.occurrenceDate, reminder.wallTime, owner.timezone));
  let next: Reminder = { ...reminder, occurrenceAt };
  const following = followingOccurrence(next, owner.timezone, now);
  const nextDate = occurrenceDateAfter(ruleOf(next, owner.timezone), next.occurrenceDate);
  const missedOne =
    nextDate !== null && wallTimeToInstant(nextDate, next.wallTime, owner.timezone).getTime() <= now.getTime();
  if (following && missedOne) {
    next = armed(next, following, now, owner);
  } else if (next.status === 'snoozed' && next.snoozedUntil) {
    next = {
      ...next,
      nextNag: plan(
        next.id,
        occurrenceAt,
        next.nagCount + 1,
        later(snoozeEndText(new Date(next.snoozedUntil), owner), now),
      ),
    };
  } else if (next.nagCount === 0) {
    // A heads-up still to go is planned again in the new zone and quiet hours (once gone, the first nag is next).
    const occurrence = { date: next.occurrenceDate, at: new Date(occurrenceAt) };
    next = {
      ...next,
      nextNag:
        plansHeadsUp(reminder) || plansWindowText(reminder)
          ? firstTextOf(next, occurrence, now, owner)
          : plan(next.id, occurrenceAt, 1, firstNagAt(new Date(occurrenceAt), now, owner)),
    };
  } else {
    const step = planNextNag({
      ...ladderOf(next, owner),
      sentAttempt: next.nagCount,
      sentAt: new Date(next.lastNagAt ?? occurrenceAt),
      quietHours: quietOf(owner),
      zone: quietZoneOf(owner),
    });
    if (step) next = { ...next, nextNag: plan(next.id, occurrenceAt, step.attempt, later(step.at, now)) };
    else if (following) next = armed(next, following, now, owner);
    else {
      const { nextNag: _n, ...rest } = next;
      next = rest;
    }
  }
  const unchanged =
    next.occurrenceAt === reminder.occurrenceAt &&
    next.nextNag?.id === reminder.nextNag?.id &&
    next.nextNag?.at === reminder.nextNag?.at &&
    next.status === reminder.status;
  return unchanged ? reminder : { ...next, updatedAt: iso(now), version: reminder.version + 1 };
}
