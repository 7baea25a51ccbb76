import type { Task, Travel } from '#shared/contracts';
import { reminderClockLines } from '../../../../web/src/features/reminders/reminder-clock-text';

const TOKYO: Travel = { zone: 'Asia/Tokyo', until: '2026-12-04', endsAt: '2026-12-04T15:00:00.000Z' };

function aReminder(overrides: Partial<Task>): Task {
  return {
    id: 't1',
    ref: '1',
    task: 'Pills',
    scheduledTime: '2026-11-25T03:00:00.000Z',
    localDate: '2026-11-24',
    localTime: '22:00',
    timezone: 'America/New_York',
    repeat: 'daily',
    status: 'pending',
    nagCount: 0,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

describe("a card's clock line", () => {
  it('says nothing for home time at home (an old reminder without a clock is on home time)', () => {
    expect(reminderClockLines(aReminder({ clock: 'home' }), { home: 'America/New_York' })).toEqual([]);
    expect(reminderClockLines(aReminder({}), { home: 'America/New_York' })).toEqual([]);
  });

  it('home time while away: both clocks, the day named where it differs', () => {
    expect(reminderClockLines(aReminder({ clock: 'home' }), { home: 'America/New_York', trip: TOKYO })).toEqual([
      '10:00 PM home time, Nov 25, 12:00 PM here',
    ]);
    // In New York's summer time the same wall time is an hour earlier in Tokyo.
    const summer = aReminder({ clock: 'home', scheduledTime: '2026-07-15T02:00:00.000Z' });
    expect(reminderClockLines(summer, { home: 'America/New_York', trip: TOKYO })).toEqual([
      '10:00 PM home time, Jul 15, 11:00 AM here',
    ]);
    const sameDay = aReminder({ clock: 'home', scheduledTime: '2026-11-24T14:00:00.000Z' });
    expect(reminderClockLines(sameDay, { home: 'America/New_York', trip: TOKYO })).toEqual([
      '9:00 AM home time, 11:00 PM here',
    ]);
  });

  it('where I am: says so at home, and the time where the person is while away', () => {
    const gym = aReminder({ task: 'Gym', clock: 'where_i_am', scheduledTime: '2026-11-24T22:00:00.000Z' });
    expect(reminderClockLines(gym, { home: 'America/New_York' })).toEqual(['Where you are']);
    expect(reminderClockLines(gym, { home: 'America/New_York', trip: TOKYO })).toEqual([
      'Where you are: 7:00 AM Tokyo',
    ]);
  });

  it('fixed: its time in its zone, with home time when that differs, and both clocks while away', () => {
    const call = aReminder({
      task: 'Call',
      clock: 'fixed',
      clockZone: 'America/New_York',
      scheduledTime: '2026-11-24T20:00:00.000Z',
    });
    expect(reminderClockLines(call, { home: 'America/New_York' })).toEqual(['Fixed: 3:00 PM New York']);
    expect(reminderClockLines(call, { home: 'America/Chicago' })).toEqual([
      'Fixed: 3:00 PM New York (2:00 PM home time)',
    ]);
    expect(reminderClockLines(call, { home: 'America/New_York', trip: TOKYO })).toEqual([
      'Fixed: 3:00 PM New York',
      '3:00 PM home time, Nov 25, 5:00 AM here',
    ]);
  });
});
