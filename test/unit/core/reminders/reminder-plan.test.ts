import type { NagStyle } from '#shared/contracts/user';
import {
  afterNagSent,
  carriedOverFrom,
  closedOccurrence,
  editedReminder,
  firstOccurrence,
  ignoredDayOf,
  newReminder,
  replannedReminder,
  reopenedReminder,
  snoozedReminder,
  withheldNag,
  type NagOwner,
  type ReminderSchedule,
} from '#core/reminders/domain/reminder-plan';
import type { Reminder } from '#core/reminders/domain/reminder';
import { toTask } from '#core/reminders/domain/task-view';

const owner = (overrides: Partial<NagOwner> = {}): NagOwner => ({
  timezone: 'America/New_York',
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
  nagStyle: 'standard' as NagStyle,
  ...overrides,
});
const d = (iso: string) => new Date(iso);

/** PUT /tasks/{id} with a new schedule, as updateReminder does it. */
function edit(reminder: Reminder, schedule: ReminderSchedule, nowIso: string, who = owner()): Reminder {
  const now = d(nowIso);
  return editedReminder(
    reminder,
    { task: reminder.task, schedule, occurrence: firstOccurrence(schedule, who.timezone, now), zone: who.timezone },
    now,
  );
}

function make(schedule: ReminderSchedule, nowIso: string, who = owner()): Reminder {
  const now = d(nowIso);
  const occurrence = firstOccurrence(schedule, who.timezone, now);
  if (!occurrence) throw new Error('no occurrence');
  return newReminder({ id: 'r1', userId: 'u1', ref: '1', task: 'Task', schedule, occurrence }, now);
}

describe('firstOccurrence', () => {
  it.each([
    [
      '09:00 New York after the March change, created in winter',
      { scheduledDate: '2027-03-15', scheduledTime: '09:00', repeat: 'once' },
      'America/New_York',
      '2026-11-23T12:00:00Z',
      '2027-03-15T13:00:00.000Z',
    ],
    [
      '09:00 New York in winter',
      { scheduledDate: '2026-12-01', scheduledTime: '09:00', repeat: 'once' },
      'America/New_York',
      '2026-11-23T12:00:00Z',
      '2026-12-01T14:00:00.000Z',
    ],
    [
      'a skipped wall time moves to the next valid minute',
      { scheduledDate: '2027-03-14', scheduledTime: '02:30', repeat: 'once' },
      'America/New_York',
      '2026-11-23T12:00:00Z',
      '2027-03-14T07:00:00.000Z',
    ],
    [
      'an ambiguous wall time takes the first',
      { scheduledDate: '2026-11-01', scheduledTime: '01:30', repeat: 'daily' },
      'America/New_York',
      '2026-10-01T12:00:00Z',
      '2026-11-01T05:30:00.000Z',
    ],
    [
      'Kolkata, whose date runs ahead of UTC',
      { scheduledDate: '2026-11-24', scheduledTime: '04:00', repeat: 'once' },
      'Asia/Kolkata',
      '2026-11-23T12:00:00Z',
      '2026-11-23T22:30:00.000Z',
    ],
    [
      'Auckland in its summer time',
      { scheduledDate: '2026-12-25', scheduledTime: '08:00', repeat: 'once' },
      'Pacific/Auckland',
      '2026-11-23T12:00:00Z',
      '2026-12-24T19:00:00.000Z',
    ],
    [
      'a daily reminder started in the past begins at its next occurrence',
      { scheduledDate: '2026-11-01', scheduledTime: '09:00', repeat: 'daily' },
      'America/New_York',
      '2026-11-23T15:00:00Z',
      '2026-11-24T14:00:00.000Z',
    ],
    [
      "a monthly reminder on the 31st started in the past takes the month's last day",
      { scheduledDate: '2026-10-31', scheduledTime: '09:00', repeat: 'monthly' },
      'America/New_York',
      '2026-11-23T15:00:00Z',
      '2026-11-30T14:00:00.000Z',
    ],
  ] as const)('%s', (_label, schedule, zone, now, expected) => {
    expect(firstOccurrence(schedule, zone, d(now))?.at.toISOString()).toBe(expected);
  });

  it('refuses a one-time reminder in the past (or right now)', () => {
    expect(
      firstOccurrence(
        { scheduledDate: '2026-11-23', scheduledTime: '07:00', repeat: 'once' },
        'America/New_York',
        d('2026-11-23T12:00:00Z'),
      ),
    ).toBeNull();
    expect(
      firstOccurrence(
        { scheduledDate: '2026-11-23', scheduledTime: '07:00', repeat: 'once' },
        'America/New_York',
        d('2026-11-23T12:00:00Z'),
      ),
    ).toBeNull();
  });
});

describe('the plan of one reminder', () => {
  it('starts pending with nag 1 at the occurrence', () => {
    const r = make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' }, '2026-11-23T12:00:00Z');
    expect(r).toMatchObject({
      status: 'pending',
      nagCount: 0,
      occurrenceAt: '2026-11-23T14:00:00.000Z',
      nextNag: { attempt: 1, at: '2026-11-23T14:00:00.000Z' },
      version: 1,
    });
  });

  it('sends nag 1 inside quiet hours but defers a repeat that falls there to their end', () => {
    const r = make({ scheduledDate: '2026-11-23', scheduledTime: '22:00', repeat: 'once' }, '2026-11-23T12:00:00Z');
    expect(r.nextNag!.at).toBe('2026-11-24T03:00:00.000Z');
    const after = afterNagSent(r, owner(), d('2026-11-24T03:00:00Z'));
    expect(after).toMatchObject({ nagCount: 1, nextNag: { attempt: 2, at: '2026-11-24T13:00:00.000Z' } });
  });

  it("takes the ladder of the owner's style", () => {
    const r = make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' }, '2026-11-23T12:00:00Z');
    const at = (style: NagStyle) => afterNagSent(r, owner({ nagStyle: style }), d('2026-11-23T14:00:00Z')).nextNag!.at;
    expect([at('relentless'), at('standard'), at('gentle')]).toEqual([
      '2026-11-23T14:15:00.000Z',
      '2026-11-23T14:30:00.000Z',
      '2026-11-23T15:00:00.000Z',
    ]);
  });

  it('keeps the plan for a text-only edit and re-arms for a new time', () => {
    const r = afterNagSent(
      make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' }, '2026-11-23T12:00:00Z'),
      owner(),
      d('2026-11-23T14:00:00Z'),
    );
    const schedule = { scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' } as const;
    const renamed = editedReminder(
      r,
      { task: 'Renamed', schedule, occurrence: null, zone: 'America/New_York' },
      d('2026-11-23T14:05:00Z'),
    );
    expect(renamed).toMatchObject({ task: 'Renamed', nagCount: 1, nextNag: r.nextNag, version: r.version + 1 });
    const moved = editedReminder(
      r,
      {
        task: 'Task',
        schedule: { ...schedule, scheduledTime: '11:00' },
        occurrence: { date: '2026-11-23', at: d('2026-11-23T16:00:00Z') },
        zone: 'America/New_York',
      },
      d('2026-11-23T14:05:00Z'),
    );
    expect(moved).toMatchObject({
      nagCount: 0,
      wallTime: '11:00',
      occurrenceAt: '2026-11-23T16:00:00.000Z',
      nextNag: { attempt: 1, at: '2026-11-23T16:00:00.000Z' },
    });
    expect(moved.nextNag!.id).not.toBe(r.nextNag!.id);
  });

  it("keeps the plan when a recurring reminder is saved with its current occurrence's date (what the edit dialog shows)", () => {
    let r = make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'daily' }, '2026-11-23T12:00:00Z');
    r = closedOccurrence(r, owner(), d('2026-11-23T14:10:00Z'), 'done');
    const renamed = editedReminder(
      r,
      {
        task: 'New name',
        schedule: { scheduledDate: '2026-11-24', scheduledTime: '09:00', repeat: 'daily' },
        occurrence: null,
        zone: 'America/New_York',
      },
      d('2026-11-23T15:00:00Z'),
    );
    expect(renamed).toMatchObject({
      task: 'New name',
      anchorDate: '2026-11-23',
      occurrenceDate: '2026-11-24',
      nextNag: r.nextNag,
    });
  });

  it('snoozes: status snoozed, the next attempt at the snooze end, then pending again after that nag', () => {
    const sent = afterNagSent(
      make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' }, '2026-11-23T12:00:00Z'),
      owner(),
      d('2026-11-23T14:00:00Z'),
    );
    const snoozed = snoozedReminder(sent, owner(), d('2026-11-23T16:00:00Z'), d('2026-11-23T14:10:00Z'));
    expect(snoozed).toMatchObject({
      status: 'snoozed',
      snoozedUntil: '2026-11-23T16:00:00.000Z',
      nextNag: { attempt: 2, at: '2026-11-23T16:00:00.000Z' },
    });
    const resumed = afterNagSent(snoozed, owner(), d('2026-11-23T16:00:00Z'));
    expect(resumed).toMatchObject({
      status: 'pending',
      nagCount: 2,
      nextNag: { attempt: 3, at: '2026-11-23T16:20:00.000Z' },
    });
    expect(resumed.snoozedUntil).toBeUndefined();
  });

  it('a snooze ending inside quiet hours texts when they end, and keeps the end the person asked for', () => {
    const sent = afterNagSent(
      make({ scheduledDate: '2026-11-23', scheduledTime: '19:00', repeat: 'once' }, '2026-11-23T12:00:00Z'),
      owner(),
      d('2026-11-24T00:00:00Z'),
    );
    // 11:30 PM in New York, inside 21:00-08:00: the text comes at 8:00 AM.
    const snoozed = snoozedReminder(sent, owner(), d('2026-11-24T04:30:00Z'), d('2026-11-24T00:10:00Z'));
    expect(snoozed).toMatchObject({
      snoozedUntil: '2026-11-24T04:30:00.000Z',
      nextNag: { at: '2026-11-24T13:00:00.000Z' },
    });
    expect(replannedReminder(snoozed, owner(), d('2026-11-24T00:20:00Z'))).toBe(snoozed);
  });

  it.each([
    ['once: done for good', 'once', '2026-11-23', { status: 'done' }],
    ['daily: tomorrow', 'daily', '2026-11-24', { status: 'pending', nagCount: 0 }],
    ['weekly: a week on', 'weekly', '2026-11-30', { status: 'pending' }],
    ['monthly: a month on', 'monthly', '2026-12-23', { status: 'pending' }],
  ] as const)('done on %s', (_label, repeat, nextDate, expected) => {
    const r = make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat }, '2026-11-23T12:00:00Z');
    const closed = closedOccurrence(r, owner(), d('2026-11-23T14:10:00Z'), 'done');
    expect(closed).toMatchObject({ ...expected, lastCompletedAt: '2026-11-23T14:10:00.000Z' });
    if (repeat !== 'once') expect(closed.occurrenceDate).toBe(nextDate);
    else expect(closed.nextNag).toBeUndefined();
  });

  it('a monthly reminder on the 31st falls back to the 30th and returns to the 31st', () => {
    let r = make({ scheduledDate: '2026-10-31', scheduledTime: '09:00', repeat: 'monthly' }, '2026-10-01T12:00:00Z');
    const dates: string[] = [r.occurrenceDate];
    for (let i = 0; i < 4; i += 1) {
      r = closedOccurrence(r, owner(), new Date(r.occurrenceAt), 'done');
      dates.push(r.occurrenceDate);
    }
    expect(dates).toEqual(['2026-10-31', '2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28']);
  });

  it('a skipped occurrence is not "last completed"', () => {
    const r = make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'daily' }, '2026-11-23T12:00:00Z');
    expect(closedOccurrence(r, owner(), d('2026-11-23T14:10:00Z'), 'skipped').lastCompletedAt).toBeUndefined();
  });

  // Simulation seed 123617: a daily reminder done at 3:15 PM, then moved by an edit to start that same day at 7:15 PM,
  // was nagged again that evening for the day already done.
  it('an edit that starts a series on a day already done arms its next day: a done day is never nagged again', () => {
    const done = closedOccurrence(
      make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'daily' }, '2026-11-23T12:00:00Z'),
      owner(),
      d('2026-11-23T14:10:00Z'),
      'done',
    );
    const moved = edit(
      done,
      { scheduledDate: '2026-11-23', scheduledTime: '18:00', repeat: 'daily' },
      '2026-11-23T20:00:00Z',
    );
    expect(moved).toMatchObject({
      status: 'pending',
      wallTime: '18:00',
      occurrenceDate: '2026-11-24',
      occurrenceAt: '2026-11-24T23:00:00.000Z',
      nextNag: { attempt: 1, at: '2026-11-24T23:00:00.000Z' },
    });
    // Skipped days too, and every closed day in a row.
    const skipped = closedOccurrence(done, owner(), d('2026-11-23T20:00:00Z'), 'skipped');
    expect(
      edit(skipped, { scheduledDate: '2026-11-23', scheduledTime: '18:00', repeat: 'daily' }, '2026-11-23T20:05:00Z')
        .occurrenceDate,
    ).toBe('2026-11-25');
  });

  it('an edit onto a series whose every date left is closed ends it done, with nothing planned', () => {
    const done = closedOccurrence(
      make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'daily' }, '2026-11-23T12:00:00Z'),
      owner(),
      d('2026-11-23T14:10:00Z'),
      'done',
    );
    const ended = edit(
      done,
      { scheduledDate: '2026-11-23', scheduledTime: '18:00', repeat: 'custom', recurrence: 'FREQ=DAILY;COUNT=1' },
      '2026-11-23T20:00:00Z',
    );
    expect(ended.status).toBe('done');
    expect(ended.nextNag).toBeUndefined();
  });

  it('an edit of a one-time reminder to a later time of the day it was done keeps it done there; Reopen nags it again', () => {
    const done = closedOccurrence(
      make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' }, '2026-11-23T12:00:00Z'),
      owner(),
      d('2026-11-23T14:10:00Z'),
      'done',
    );
    const moved = edit(
      done,
      { scheduledDate: '2026-11-23', scheduledTime: '18:00', repeat: 'once' },
      '2026-11-23T20:00:00Z',
    );
    expect(moved).toMatchObject({
      status: 'done',
      wallTime: '18:00',
      occurrenceDate: '2026-11-23',
      occurrenceAt: '2026-11-23T23:00:00.000Z',
    });
    expect(moved.nextNag).toBeUndefined();
    expect(reopenedReminder(moved, d('2026-11-23T20:05:00Z'))).toMatchObject({
      status: 'pending',
      nextNag: { attempt: 1, at: '2026-11-23T23:00:00.000Z' },
    });
    // A series turned one-time on a day it had closed: no text for that day either; another day is armed as asked.
    const daily = closedOccurrence(
      make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'daily' }, '2026-11-23T12:00:00Z'),
      owner(),
      d('2026-11-23T14:10:00Z'),
      'skipped',
    );
    expect(
      edit(daily, { scheduledDate: '2026-11-23', scheduledTime: '18:00', repeat: 'once' }, '2026-11-23T20:00:00Z'),
    ).toMatchObject({ status: 'done', repeat: 'once' });
    expect(
      edit(daily, { scheduledDate: '2026-11-24', scheduledTime: '18:00', repeat: 'once' }, '2026-11-23T20:00:00Z'),
    ).toMatchObject({ status: 'pending', nextNag: { at: '2026-11-24T23:00:00.000Z' } });
  });

  // A day closed ahead of the series (a DONE for the next occurrence), then an edit that starts the series earlier.
  it.each([
    ['done', (r: Reminder) => closedOccurrence(r, owner(), d('2026-11-23T23:30:00Z'), 'done')],
    [
      'ignored',
      (r: Reminder) => {
        for (let sent = 0; sent < 50 && r.occurrenceDate === '2026-11-23'; sent += 1)
          r = afterNagSent(r, owner(), d(r.nextNag!.at));
        return r;
      },
    ],
  ] as const)('a series that reaches a day already closed passes it (the day before %s)', (_how, endTheDay) => {
    let r = edit(
      make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'daily' }, '2026-11-23T12:00:00Z'),
      { scheduledDate: '2026-11-24', scheduledTime: '09:00', repeat: 'daily' },
      '2026-11-23T12:05:00Z',
    );
    r = closedOccurrence(r, owner(), d('2026-11-23T12:10:00Z'), 'done');
    expect(r.closedDates).toEqual(['2026-11-24']);
    r = edit(r, { scheduledDate: '2026-11-23', scheduledTime: '18:00', repeat: 'daily' }, '2026-11-23T12:20:00Z');
    expect(r.occurrenceDate).toBe('2026-11-23');
    expect(endTheDay(r)).toMatchObject({
      occurrenceDate: '2026-11-25',
      nextNag: { attempt: 1, at: '2026-11-25T23:00:00.000Z' },
    });
  });

  it('re-opens a done one-time reminder, due at once when its time has passed', () => {
    const r = closedOccurrence(
      make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' }, '2026-11-23T12:00:00Z'),
      owner(),
      d('2026-11-23T14:10:00Z'),
      'done',
    );
    expect(reopenedReminder(r, d('2026-11-23T15:00:00Z'))).toMatchObject({
      status: 'pending',
      nagCount: 0,
      nextNag: { attempt: 1, at: '2026-11-23T15:00:00.000Z' },
    });
  });
});

describe('replannedReminder', () => {
  const daily = () =>
    make({ scheduledDate: '2026-11-24', scheduledTime: '09:00', repeat: 'daily' }, '2026-11-23T12:00:00Z');

  it('returns the same object when nothing changes', () => {
    const r = daily();
    expect(replannedReminder(r, owner(), d('2026-11-23T12:30:00Z'))).toBe(r);
  });

  it('keeps the wall time when the zone changes: 09:00 in Los Angeles is a new instant', () => {
    const moved = replannedReminder(daily(), owner({ timezone: 'America/Los_Angeles' }), d('2026-11-23T12:30:00Z'));
    expect(moved).toMatchObject({
      occurrenceAt: '2026-11-24T17:00:00.000Z',
      nextNag: { at: '2026-11-24T17:00:00.000Z', attempt: 1 },
    });
    expect(toTask(moved, owner({ timezone: 'America/Los_Angeles' }))).toMatchObject({
      localDate: '2026-11-24',
      localTime: '09:00',
    });
  });

  it('skips occurrences missed while texts were held, and sends an overdue one-time nag at once', () => {
    const missed = replannedReminder(daily(), owner(), d('2026-11-26T20:00:00Z'));
    expect(missed).toMatchObject({
      occurrenceDate: '2026-11-27',
      nagCount: 0,
      nextNag: { at: '2026-11-27T14:00:00.000Z' },
    });
    const once = make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' }, '2026-11-23T12:00:00Z');
    expect(replannedReminder(once, owner(), d('2026-11-25T20:00:00Z')).nextNag!.at).toBe('2026-11-25T20:00:00.000Z');
  });

  it('moves a repeat out of new quiet hours', () => {
    const sent = afterNagSent(
      make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' }, '2026-11-23T12:00:00Z'),
      owner(),
      d('2026-11-23T14:00:00Z'),
    );
    const replanned = replannedReminder(
      sent,
      owner({ quietHoursStart: '09:15', quietHoursEnd: '12:00' }),
      d('2026-11-23T14:05:00Z'),
    );
    expect(replanned.nextNag!.at).toBe('2026-11-23T17:00:00.000Z');
  });

  it('leaves a done reminder alone', () => {
    const done = closedOccurrence(
      make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' }, '2026-11-23T12:00:00Z'),
      owner(),
      d('2026-11-23T14:10:00Z'),
      'done',
    );
    expect(replannedReminder(done, owner({ timezone: 'Asia/Kolkata' }), d('2026-11-30T00:00:00Z'))).toBe(done);
  });
});

describe('a one-time reminder carried over', () => {
  const once = () =>
    make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'once' }, '2026-11-23T12:00:00Z');
  const daily = () =>
    make({ scheduledDate: '2026-11-23', scheduledTime: '09:00', repeat: 'daily' }, '2026-11-23T12:00:00Z');
  /** A one-time deadline with a window, on its deadline day (its gentle texts went): the ladder is next. */
  const windowed = (): Reminder => ({ ...once(), windowDays: 3 });
  /** Every nag of the current day sent unanswered: the reminder as its day's ladder ended, and as it was before the last nag. */
  function ignoreDay(r: Reminder): { before: Reminder; after: Reminder } {
    let before = r;
    let after = afterNagSent(r, owner(), d(r.nextNag!.at));
    while (after.nextNag && after.occurrenceDate === r.occurrenceDate) {
      before = after;
      after = afterNagSent(after, owner(), d(after.nextNag.at));
    }
    return { before, after };
  }
  const ignoreDays = (r: Reminder, days: number) =>
    Array.from({ length: days }).reduce<Reminder>((at) => ignoreDay(at).after, r);

  it.each([
    [
      'mid-ladder: the day goes on',
      () => ({ before: once(), after: afterNagSent(once(), owner(), d('2026-11-23T14:00:00Z')) }),
      null,
    ],
    [
      "a one-time reminder at its ladder's end: missed that day, texting again the next",
      () => ignoreDay(once()),
      {
        occurrenceDate: '2026-11-23',
        occurrenceAt: '2026-11-23T14:00:00.000Z',
        outcome: 'missed',
        carriedTo: '2026-11-24',
      },
    ],
    [
      'carried over again from the day it was carried to',
      () => ignoreDay(ignoreDays(once(), 1)),
      {
        occurrenceDate: '2026-11-24',
        occurrenceAt: '2026-11-24T14:00:00.000Z',
        outcome: 'missed',
        carriedTo: '2026-11-25',
      },
    ],
    [
      'the 7th ignored day: missed, carried nowhere',
      () => ignoreDay(ignoreDays(once(), 6)),
      { occurrenceDate: '2026-11-29', occurrenceAt: '2026-11-29T14:00:00.000Z', outcome: 'missed' },
    ],
    [
      "a one-time deadline (a window) at its ladder's end: missed, carried nowhere",
      () => ignoreDay(windowed()),
      { occurrenceDate: '2026-11-23', occurrenceAt: '2026-11-23T14:00:00.000Z', outcome: 'missed' },
    ],
    [
      "a one-time deadline's repeat withheld by the texting budget: missed, carried nowhere",
      () => {
        const sent = afterNagSent(windowed(), owner(), d('2026-11-23T14:00:00Z'));
        return { before: sent, after: withheldNag(sent, owner(), d('2026-11-23T14:30:00Z')) };
      },
      { occurrenceDate: '2026-11-23', occurrenceAt: '2026-11-23T14:00:00.000Z', outcome: 'missed' },
    ],
    [
      'a repeating reminder moving on to its next occurrence: missed, carried nowhere',
      () => ignoreDay(daily()),
      { occurrenceDate: '2026-11-23', occurrenceAt: '2026-11-23T14:00:00.000Z', outcome: 'missed' },
    ],
    [
      'a repeating reminder paused after 3 ignored days: missed',
      () => ignoreDay(ignoreDays(daily(), 2)),
      { occurrenceDate: '2026-11-25', occurrenceAt: '2026-11-25T14:00:00.000Z', outcome: 'missed' },
    ],
    [
      "a repeat withheld by the texting budget: the one-time reminder's day ends, carried over",
      () => {
        const sent = afterNagSent(once(), owner(), d('2026-11-23T14:00:00Z'));
        return { before: sent, after: withheldNag(sent, owner(), d('2026-11-23T14:30:00Z')) };
      },
      {
        occurrenceDate: '2026-11-23',
        occurrenceAt: '2026-11-23T14:00:00.000Z',
        outcome: 'missed',
        carriedTo: '2026-11-24',
      },
    ],
  ] as const)('the ignored day the history keeps: %s', (_label, run, expected) => {
    const { before, after } = run();
    expect(ignoredDayOf(before, after)).toEqual(expected);
  });

  it('a repeat withheld by the texting budget carries it to the next day at its time (never left on a past day with no next text)', () => {
    const sent = afterNagSent(once(), owner(), d('2026-11-23T14:00:00Z'));
    const withheld = withheldNag(sent, owner(), d('2026-11-23T14:30:00Z'));
    expect(withheld).toMatchObject({
      status: 'pending',
      occurrenceDate: '2026-11-24',
      occurrenceAt: '2026-11-24T14:00:00.000Z',
      carriedDays: 1,
      nagCount: 0,
      nextNag: { attempt: 1, at: '2026-11-24T14:00:00.000Z' },
    });
    expect(withheldNag(ignoreDays(once(), 6), owner(), d('2026-11-29T14:30:00Z'))).toMatchObject({
      status: 'missed',
      carriedDays: 7,
    });
  });

  it.each([
    ['a plain one-time reminder carries over to the next day', () => once(), 'pending', '2026-11-24', 1],
    ['a one-time deadline (a window) is missed when its day ends', () => windowed(), 'missed', '2026-11-23', undefined],
  ] as const)("the plan when the day's ladder ends unanswered: %s", (_label, make, status, date, carriedDays) => {
    const { after } = ignoreDay(make());
    expect(after).toMatchObject({ status, occurrenceDate: date });
    expect(after.carriedDays).toBe(carriedDays);
    if (status === 'missed') {
      expect(after.nextNag).toBeUndefined();
      expect(after.closedDates ?? []).toEqual([]);
      expect(carriedOverFrom(after)).toBeUndefined();
    }
  });

  it.each([
    ['on the day it was set for', () => once(), undefined],
    ['carried over once', () => ignoreDays(once(), 1), '2026-11-23'],
    ['carried over three times', () => ignoreDays(once(), 3), '2026-11-23'],
    ['missed after 7 days', () => ignoreDays(once(), 7), '2026-11-23'],
    [
      'done on a carried-over day',
      () => closedOccurrence(ignoreDays(once(), 2), owner(), d('2026-11-25T15:00:00Z'), 'done'),
      undefined,
    ],
    [
      'moved by an edit to the day it was carried to',
      () =>
        edit(
          ignoreDays(once(), 1),
          { scheduledDate: '2026-11-24', scheduledTime: '10:00', repeat: 'once' },
          '2026-11-24T12:00:00Z',
        ),
      undefined,
    ],
    [
      'moved by an edit, then carried over from its new day',
      () =>
        ignoreDays(
          edit(
            ignoreDays(once(), 1),
            { scheduledDate: '2026-11-25', scheduledTime: '10:00', repeat: 'once' },
            '2026-11-24T12:00:00Z',
          ),
          1,
        ),
      '2026-11-25',
    ],
    ['a repeating reminder after an ignored day', () => ignoreDays(daily(), 1), undefined],
  ] as const)('the day it was set for, beside the day it texts next: %s', (_label, run, expected) => {
    const r = run();
    expect(carriedOverFrom(r)).toBe(expected);
    const task = toTask(r, owner());
    expect(task.carriedOverFrom).toBe(expected);
    expect(task.localDate).toBe(r.occurrenceDate);
  });
});
