import type { Task } from '#shared/contracts';
import { defaultReminderWhen } from '../../../../web/src/features/reminders/default-reminder-when';
import { formatWallDateTime } from '../../../../web/src/features/reminders/format-wall-clock';
import { instantOfWallClock } from '../../../../web/src/features/reminders/instant-of-wall-clock';
import { reminderCardDetails } from '../../../../web/src/features/reminders/reminder-card-details';
import { remindersInTab } from '../../../../web/src/features/reminders/reminder-tabs';
import { wallClockAt } from '#shared/wall-clock-at';
import { whyTextsAreOff } from '../../../../web/src/features/reminders/why-texts-are-off';
import { aProfile, aTask } from './fake-tasks-api';

describe('formatWallDateTime: short month, day, 12-hour time with minutes', () => {
  it.each([
    ['2026-11-24', '09:00', 'Nov 24, 9:00 AM'],
    ['2026-01-05', '00:00', 'Jan 5, 12:00 AM'],
    ['2026-07-04', '12:00', 'Jul 4, 12:00 PM'],
    ['2026-12-31', '23:59', 'Dec 31, 11:59 PM'],
    ['2028-02-29', '13:05', 'Feb 29, 1:05 PM'],
  ])('%s %s -> %s', (date, time, expected) => expect(formatWallDateTime({ date, time })).toBe(expected));
});

describe('wallClockAt: an instant on the wall in a zone', () => {
  it.each([
    ['2026-11-24T03:30:00.000Z', 'Asia/Kolkata', { date: '2026-11-24', time: '09:00' }],
    ['2026-11-24T03:30:00.000Z', 'America/Los_Angeles', { date: '2026-11-23', time: '19:30' }],
    ['2026-03-08T07:00:00.000Z', 'America/New_York', { date: '2026-03-08', time: '03:00' }],
    ['2026-06-01T11:00:00.000Z', 'Pacific/Auckland', { date: '2026-06-01', time: '23:00' }],
    ['2026-06-01T00:00:00.000Z', 'UTC', { date: '2026-06-01', time: '00:00' }],
  ])('%s in %s', (instant, zone, expected) => expect(wallClockAt(instant, zone)).toEqual(expected));

  it('is null for an unreadable instant or an unknown zone', () => {
    expect(wallClockAt('not a date', 'UTC')).toBeNull();
    expect(wallClockAt('2026-06-01T00:00:00.000Z', 'Mars/Olympus')).toBeNull();
  });
});

describe('instantOfWallClock: the instant behind a wall time', () => {
  it.each([
    ['2026-11-24', '09:00', 'Asia/Kolkata', '2026-11-24T03:30:00.000Z'],
    // 09:00 in New York after the March change is 13:00Z, before it 14:00Z.
    ['2026-03-09', '09:00', 'America/New_York', '2026-03-09T13:00:00.000Z'],
    ['2026-03-07', '09:00', 'America/New_York', '2026-03-07T14:00:00.000Z'],
    // Read twice when the clocks go back: the first.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    // Skipped when they go forward: moved on by the gap.
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-10-25', '01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
  ])('%s %s in %s', (date, time, zone, expected) =>
    expect(instantOfWallClock({ date, time }, zone)?.toISOString()).toBe(expected),
  );
});

describe('reminderCardDetails', () => {
  const kolkata = (overrides: Partial<Task>) =>
    aTask({
      timezone: 'Asia/Kolkata',
      scheduledTime: '2026-11-24T03:30:00.000Z',
      localDate: '2026-11-24',
      localTime: '09:00',
      ...overrides,
    });

  const when = 'Nov 24, 9:00 AM';
  it.each<[string, Partial<Task>, object]>([
    ['plain', {}, { when }],
    ['next text on the same day', { nextNagAt: '2026-11-24T04:00:00.000Z' }, { when, nextText: 'Next text: 9:30 AM' }],
    ['next text is the scheduled one', { nextNagAt: '2026-11-24T03:30:00.000Z' }, { when }],
    [
      'next text on another day',
      { nextNagAt: '2026-11-25T02:30:00.000Z' },
      { when, nextText: 'Next text: Nov 25, 8:00 AM' },
    ],
    [
      'moved by quiet hours',
      { nextNagAt: '2026-11-25T02:30:00.000Z', nextNagReason: 'quiet_hours' },
      { when, nextText: 'Next text: Nov 25, 8:00 AM, after quiet hours' },
    ],
    [
      'held by a PAUSE',
      { nextNagAt: '2026-11-24T10:15:00.000Z', nextNagReason: 'texts_paused' },
      { when, nextText: 'Next text: 3:45 PM, when your pause ends' },
    ],
    [
      'snoozed',
      { status: 'snoozed', snoozedUntil: '2026-11-24T10:15:00.000Z', nextNagAt: '2026-11-24T10:15:00.000Z' },
      { when, snoozedUntil: 'Snoozed until 3:45 PM' },
    ],
    ['done: no next text', { status: 'done', nextNagAt: '2026-11-24T04:00:00.000Z' }, { when }],
    [
      'recurring, last done',
      { repeat: 'weekly', lastCompletedAt: '2026-11-17T18:40:00.000Z' },
      { when, lastDone: 'Last done Nov 18' },
    ],
    ['one-time: no last done', { lastCompletedAt: '2026-11-17T18:40:00.000Z' }, { when }],
    ['calls after 3 texts', { callAfterNags: 3 }, { when, escalation: 'Call after 3 texts' }],
    ['calls off (null), buddy not told', { callAfterNags: null, tellBuddy: false }, { when }],
    [
      'calls and tells the buddy',
      { callAfterNags: 5, tellBuddy: true },
      { when, escalation: 'Call after 5 texts · Buddy told if ignored' },
    ],
    [
      'its own nagging: a style and minutes',
      { nagStyle: 'relentless', nagEveryMinutes: 10 },
      { when, nagging: 'Relentless, every 10 min' },
    ],
    ['its own nagging: a style alone', { nagStyle: 'gentle', nagEveryMinutes: null }, { when, nagging: 'Gentle' }],
    ['its own nagging: minutes alone', { nagStyle: null, nagEveryMinutes: 20 }, { when, nagging: 'Every 20 min' }],
    [
      'carried over: the day it texts next, and the day it was set for',
      { carriedOverFrom: '2026-11-22' },
      { when, carriedOver: 'Carried over from Nov 22: no reply yet' },
    ],
    [
      'carried over and snoozed',
      {
        carriedOverFrom: '2026-11-23',
        status: 'snoozed',
        snoozedUntil: '2026-11-24T10:15:00.000Z',
        nextNagAt: '2026-11-24T10:15:00.000Z',
      },
      { when, carriedOver: 'Carried over from Nov 23: no reply yet', snoozedUntil: 'Snoozed until 3:45 PM' },
    ],
    [
      'missed after a week carried over',
      { carriedOverFrom: '2026-11-18', status: 'missed' },
      { when, carriedOver: 'First set for Nov 18' },
    ],
  ])('%s', (_name, overrides, expected) => expect(reminderCardDetails(kolkata(overrides))).toEqual(expected));

  it('says "Buddy told if ignored" only while a buddy listens (not once they opted out)', () => {
    const r = kolkata({ callAfterNags: 5, tellBuddy: true });
    expect(reminderCardDetails(r, { buddyListening: false })).toEqual({ when, escalation: 'Call after 5 texts' });
    expect(reminderCardDetails(kolkata({ tellBuddy: true }), { buddyListening: false })).toEqual({ when });
  });
});

describe('remindersInTab', () => {
  const tasks = [
    aTask({ id: 'late', status: 'done', localDate: '2026-11-25', localTime: '08:00' }),
    aTask({ id: 'finished-first', status: 'done', localDate: '2026-11-20', localTime: '08:00' }),
    aTask({ id: 'early', status: 'pending', localDate: '2026-11-24', localTime: '21:00' }),
    aTask({ id: 'snoozed', status: 'snoozed', localDate: '2026-11-24', localTime: '09:00' }),
    aTask({ id: 'paused', status: 'paused', localDate: '2026-11-26', localTime: '09:00' }),
    aTask({ id: 'missed', status: 'missed', localDate: '2026-11-23', localTime: '09:00' }),
  ];
  it.each([
    // Active ones first, soonest first; the finished ones after them, though one was set earlier.
    ['all', ['missed', 'snoozed', 'early', 'paused', 'finished-first', 'late']],
    ['pending', ['missed', 'early', 'paused']],
    ['done', ['finished-first', 'late']],
    ['snoozed', ['snoozed']],
    ['paused', ['paused']],
    ['missed', ['missed']],
  ] as const)('%s', (tab, ids) => expect(remindersInTab(tasks, tab).map((t) => t.id)).toEqual(ids));
});

describe('whyTextsAreOff: the server order (STOP, opt-in, subscription, pause)', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it.each([
    [{}, null],
    [{ smsOptedOut: true, smsTransactionalOptIn: false }, { reason: 'opted_out' }],
    [{ smsTransactionalOptIn: false, subscriptionStatus: 'past_due' as const }, { reason: 'not_opted_in' }],
    [
      { subscriptionStatus: 'past_due' as const, smsPausedUntil: '2026-11-25T00:00:00.000Z' },
      { reason: 'subscription', status: 'past_due' },
    ],
    [
      { subscriptionStatus: 'active' as const, smsPausedUntil: '2026-11-25T00:00:00.000Z' },
      { reason: 'paused', until: '2026-11-25T00:00:00.000Z' },
    ],
    [{ smsPausedUntil: '2026-11-24T11:59:00.000Z' }, null],
  ])('%j', (overrides, expected) => expect(whyTextsAreOff(aProfile(overrides), now)).toEqual(expected));
});

describe('defaultReminderWhen: the next whole hour on the user clock', () => {
  it.each([
    ['2026-11-24T14:40:00.000Z', 'America/Chicago', { scheduledDate: '2026-11-24', scheduledTime: '09:00' }],
    ['2026-11-24T18:20:00.000Z', 'Asia/Kolkata', { scheduledDate: '2026-11-25', scheduledTime: '00:00' }],
  ])('%s in %s', (now, zone, expected) => expect(defaultReminderWhen(zone, new Date(now))).toEqual(expected));
});
