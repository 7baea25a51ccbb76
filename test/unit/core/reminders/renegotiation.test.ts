import type { Reminder } from '#core/reminders/domain/reminder';
import {
  moveToDay,
  offersRenegotiation,
  openOffer,
  suggestedMoveTime,
  withOfferClosed,
  withOfferMade,
} from '#core/reminders/domain/renegotiation';
import { closedOccurrence, editedReminder } from '#core/reminders/domain/reminder-plan';

const NOW = new Date('2025-11-20T14:00:00Z');
const DAY = 24 * 60 * 60_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();
const owner = {
  timezone: 'America/New_York',
  quietHoursStart: '22:00',
  quietHoursEnd: '07:00',
  nagStyle: 'standard' as const,
};

const reminder = (over: Partial<Reminder> = {}): Reminder => ({
  id: 'r1',
  userId: 'u1',
  ref: '3',
  task: 'Gym',
  repeat: 'daily',
  anchorDate: '2025-11-18',
  wallTime: '09:00',
  status: 'pending',
  occurrenceDate: '2025-11-20',
  occurrenceAt: '2025-11-20T14:00:00.000Z',
  nagCount: 0,
  ignoredRun: 2,
  nextNag: { id: 'r1.x.1', attempt: 1, at: '2025-11-20T14:00:00.000Z' },
  createdAt: daysAgo(2),
  updatedAt: daysAgo(1),
  version: 7,
  ...over,
});

describe('offersRenegotiation: when the first text carries the offer', () => {
  it.each<[string, Partial<Reminder>, number, boolean]>([
    ['two ignored in a row, first nag', {}, 1, true],
    ['one ignored', { ignoredRun: 1 }, 1, false],
    ['none ignored', { ignoredRun: undefined }, 1, false],
    ['three ignored (paused, or about to be)', { ignoredRun: 3 }, 1, false],
    ['paused', { status: 'paused' }, 1, false],
    ['snoozed', { status: 'snoozed' }, 1, false],
    ['a repeat nag of the occurrence, not its first', {}, 2, false],
    ['the heads-up', {}, 0, false],
    ['a one-time reminder (carried over, never paused)', { repeat: 'once', carriedDays: 2 }, 1, false],
    ['a weekly reminder ignored twice', { repeat: 'weekly' }, 1, true],
    ['the last offer 6 days ago', { offer: { occurrenceAt: daysAgo(6), at: daysAgo(6) } }, 1, false],
    [
      'the last offer 6 days 23 hours ago',
      { offer: { occurrenceAt: daysAgo(7), at: new Date(NOW.getTime() - 7 * DAY + 3_600_000).toISOString() } },
      1,
      false,
    ],
    ['the last offer 7 days ago', { offer: { occurrenceAt: daysAgo(7), at: daysAgo(7), closed: 'done' } }, 1, true],
    [
      'the last offer 30 days ago',
      { offer: { occurrenceAt: daysAgo(30), at: daysAgo(30), closed: 'answered' } },
      1,
      true,
    ],
    [
      'already offered on this very occurrence (a redelivery)',
      { offer: { occurrenceAt: '2025-11-20T14:00:00.000Z', at: daysAgo(8) } },
      1,
      false,
    ],
  ])('%s', (_name, over, attempt, expected) => {
    expect(offersRenegotiation(reminder(over), attempt, NOW)).toBe(expected);
  });
});

describe('the open offer', () => {
  const offered = withOfferMade(reminder(), '2025-11-20T14:00:00.000Z', NOW);
  it('is remembered on the reminder item: which occurrence and when', () => {
    expect(offered.offer).toEqual({ occurrenceAt: '2025-11-20T14:00:00.000Z', at: NOW.toISOString() });
  });
  it.each<[string, Date, boolean]>([
    ['at once', NOW, true],
    ['6 days later', new Date(NOW.getTime() + 6 * DAY), true],
    ['7 days later (a new one may come)', new Date(NOW.getTime() + 7 * DAY), false],
  ])('is open %s: %s', (_name, at, open) => {
    expect(openOffer(offered, at) !== null).toBe(open);
  });
  it.each(['done', 'edited', 'answered'] as const)('closed as %s, it is no longer open', (why) => {
    expect(openOffer(withOfferClosed(offered, why), NOW)).toBeNull();
  });
  it('an answer remembers the text that gave it; closing again keeps the first reason', () => {
    const answered = withOfferClosed(offered, 'answered', 'msg-1');
    expect(answered.offer).toMatchObject({ closed: 'answered', closedBy: 'msg-1' });
    expect(withOfferClosed(answered, 'edited').offer).toMatchObject({ closed: 'answered' });
  });
  it('DONE on the reminder closes it as done', () => {
    expect(closedOccurrence(offered, owner, NOW, 'done').offer?.closed).toBe('done');
    expect(closedOccurrence(offered, owner, NOW, 'skipped').offer?.closed).toBe('done');
  });
  it("the web's edit closes it as edited; the edit that answers it closes it as answered", () => {
    const schedule = { scheduledDate: '2025-11-20', scheduledTime: '19:00', repeat: 'daily' as const };
    const edit = {
      task: 'Gym',
      schedule,
      occurrence: { date: '2025-11-20', at: new Date('2025-11-21T00:00:00Z') },
      zone: owner.timezone,
    };
    expect(editedReminder(offered, edit, NOW).offer?.closed).toBe('edited');
    expect(editedReminder(offered, { ...edit, task: 'Gym!' }, NOW).offer?.closed).toBe('edited');
    expect(editedReminder(offered, { ...edit, answersOffer: { by: 'msg-2' } }, NOW).offer).toMatchObject({
      closed: 'answered',
      closedBy: 'msg-2',
    });
  });
});

describe('suggestedMoveTime', () => {
  it.each([
    ['06:00', '7pm'],
    ['09:00', '7pm'],
    ['16:59', '7pm'],
    ['17:00', '8am'],
    ['19:00', '8am'],
    ['23:30', '8am'],
  ])('a reminder at %s is offered MOVE %s', (wallTime, expected) => {
    expect(suggestedMoveTime(wallTime)).toBe(expected);
  });
});

describe('MOVE with a day: a weekly reminder moves to that weekday', () => {
  // Tuesday Nov 25 2025.
  const TUESDAY = '2025-11-25';
  it.each<[string, Pick<Reminder, 'repeat' | 'recurrence'>, ReturnType<typeof moveToDay>]>([
    ["the spec's weekly repeat: its start moves, which moves its day", { repeat: 'weekly' }, { kind: 'moved' }],
    [
      'a custom weekly rule on one day: that day replaced',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;BYDAY=MO' },
      { kind: 'moved', recurrence: 'FREQ=WEEKLY;BYDAY=TU' },
    ],
    [
      'every other week on one day: the interval, count and end kept',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=10' },
      { kind: 'moved', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=10' },
    ],
    [
      'a weekly rule on the day already named: the same rule',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20260601' },
      { kind: 'moved', recurrence: 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20260601' },
    ],
    [
      'a custom weekly rule without BYDAY: its day is its start, so the start moves it',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;INTERVAL=3' },
      { kind: 'moved' },
    ],
    [
      'a weekly rule on several days: which of them is asked, nothing changed',
      { repeat: 'custom', recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' },
      { kind: 'which_day', days: ['MO', 'WE', 'FR'] },
    ],
    ['daily: a time only', { repeat: 'daily' }, { kind: 'time_only' }],
    ['monthly: a time only', { repeat: 'monthly' }, { kind: 'time_only' }],
    [
      'a custom daily rule: a time only',
      { repeat: 'custom', recurrence: 'FREQ=DAILY;INTERVAL=2' },
      { kind: 'time_only' },
    ],
    [
      'a custom monthly rule on a weekday (2nd Tue): a time only',
      { repeat: 'custom', recurrence: 'FREQ=MONTHLY;BYDAY=2TU' },
      { kind: 'time_only' },
    ],
    ['once: a time only', { repeat: 'once' }, { kind: 'time_only' }],
  ])('%s', (_name, reminder, expected) => {
    expect(moveToDay(reminder, TUESDAY)).toEqual(expected);
  });
});
