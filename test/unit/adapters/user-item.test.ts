import { userFromItem, userToItem } from '../../../lambdas/adapters/aws/user-item';
import { sampleUser } from '../../support/user-repository-contract';

describe('a user item: the state of adding reminders by text', () => {
  const state = {
    textReminderDraft: { task: 'call mom', askedAt: '2026-11-23T13:00:00.000Z' },
    lastTextReminder: {
      reminderId: 'r-1',
      ref: '5',
      task: 'Call mom',
      at: '2026-11-23T13:00:00.000Z',
      messageId: 'in-1',
      undoneBy: 'in-2',
    },
    textRemindersToday: { date: '2026-11-23', count: 3 },
  };

  it('is read back as written', () => {
    const user = sampleUser(state);
    expect(userFromItem(userToItem(user))).toEqual(user);
  });

  it('a draft keeps the day and repeat its request named', () => {
    const user = sampleUser({
      ...state,
      textReminderDraft: { task: 'pay rent', when: 'on the 1st of every month', askedAt: '2026-11-23T13:00:00.000Z' },
    });
    expect(userFromItem(userToItem(user)).textReminderDraft).toEqual({
      task: 'pay rent',
      when: 'on the 1st of every month',
      askedAt: '2026-11-23T13:00:00.000Z',
    });
  });

  it('an item written before it existed reads as none', () => {
    const user = sampleUser();
    expect(userFromItem(userToItem(user))).toEqual(user);
    expect(userFromItem(userToItem(user))).not.toHaveProperty('lastTextReminder');
  });

  it.each([
    ['textReminderDraft', { task: 'call mom' }],
    [
      'lastTextReminder',
      { reminderId: 'r-1', ref: 5, task: 'Call mom', at: '2026-11-23T13:00:00.000Z', messageId: 'in-1' },
    ],
    ['textRemindersToday', { date: '2026-11-23', count: '3' }],
    ['textRemindersToday', 'not a map'],
  ])('a %s that is not whole (%o) reads as none', (field, value) => {
    const item = { ...userToItem(sampleUser(state)), [field]: value };
    expect(userFromItem(item)).not.toHaveProperty(field);
  });
});

describe('a user item: the weekly summary opt-in', () => {
  it.each([true, false])('reads back %s as written', (weeklySummaryOptIn) => {
    const user = sampleUser({ weeklySummaryOptIn });
    expect(userFromItem(userToItem(user))).toEqual(user);
  });

  it('is off on an item written before it existed, or holding something else', () => {
    const { weeklySummaryOptIn: _absent, ...older } = userToItem(sampleUser({ weeklySummaryOptIn: true }));
    expect(userFromItem(older).weeklySummaryOptIn).toBe(false);
    expect(userFromItem({ ...older, weeklySummaryOptIn: 'yes' }).weeklySummaryOptIn).toBe(false);
  });
});
