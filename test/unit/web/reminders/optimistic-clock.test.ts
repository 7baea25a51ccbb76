import type { ReminderInput, Task } from '#shared/contracts';
import { editedReminder, unsavedReminder } from '../../../../web/src/features/reminders/optimistic-reminder';

const NOW = new Date('2026-11-27T14:00:00.000Z');
const input = (overrides: Partial<ReminderInput> = {}): ReminderInput => ({
  task: 'Call',
  scheduledDate: '2026-11-28',
  scheduledTime: '15:00',
  repeat: 'once',
  ...overrides,
});
const CALL: Task = {
  id: 'c',
  ref: '3',
  task: 'Call',
  scheduledTime: '2026-11-28T14:00:00.000Z',
  localDate: '2026-11-28',
  localTime: '15:00',
  timezone: 'Europe/Paris',
  clock: 'fixed',
  clockZone: 'Europe/Paris',
  repeat: 'once',
  status: 'snoozed',
  snoozedUntil: '2026-11-28T14:30:00.000Z',
  nagCount: 2,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};

describe('the cards shown before the server answers, by clock', () => {
  it('a new reminder is read in its fixed zone, where the person is, or at home', () => {
    const fixed = unsavedReminder(input({ clock: 'fixed', clockZone: 'Europe/Paris' }), 'America/New_York', NOW);
    expect(fixed).toMatchObject({ timezone: 'Europe/Paris', clock: 'fixed', clockZone: 'Europe/Paris' });
    expect(fixed.scheduledTime).toBe('2026-11-28T14:00:00.000Z');
    const here = unsavedReminder(input({ clock: 'where_i_am' }), 'America/New_York', NOW, 'Asia/Tokyo');
    expect(here).toMatchObject({ timezone: 'Asia/Tokyo', clock: 'where_i_am', clockZone: null });
    expect(here.scheduledTime).toBe('2026-11-28T06:00:00.000Z');
    const home = unsavedReminder(input(), 'America/New_York', NOW, 'Asia/Tokyo');
    expect(home.timezone).toBe('America/New_York');
    expect(home.scheduledTime).toBe('2026-11-28T20:00:00.000Z');
  });

  it('an edit that sends no clock keeps the reminder as it is read; a new clock re-arms it in its zone', () => {
    const words = editedReminder(CALL, input({ task: 'Call mom' }));
    expect(words).toMatchObject({ task: 'Call mom', timezone: 'Europe/Paris', clock: 'fixed', status: 'snoozed' });
    const moved = editedReminder(CALL, input({ clock: 'home', clockZone: null }), {
      home: 'America/New_York',
      here: 'Asia/Tokyo',
    });
    expect(moved).toMatchObject({ timezone: 'America/New_York', clock: 'home', clockZone: null, status: 'pending' });
    expect(moved.scheduledTime).toBe('2026-11-28T20:00:00.000Z');
    expect(moved).not.toHaveProperty('snoozedUntil');
  });
});
