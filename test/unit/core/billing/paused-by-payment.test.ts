import { pausedByPayment } from '#core/billing/domain/paused-by-payment';
import type { ReminderStatus } from '#shared/vocabulary';

const r = (task: string, status: ReminderStatus) => ({ task, status });

describe('what a failed payment holds back, by the reminders’ states', () => {
  it.each([
    ['no reminders', [], { waiting: [], paused: 0, finished: 0 }],
    [
      'one paused after ignored days (the walk’s "Water plants")',
      [r('Water plants', 'paused')],
      { waiting: [], paused: 1, finished: 0 },
    ],
    ['only done and missed', [r('Taxes', 'done'), r('Dentist', 'missed')], { waiting: [], paused: 0, finished: 2 }],
    [
      'pending and snoozed wait; the rest are counted',
      [r('Take meds', 'pending'), r('Gym', 'snoozed'), r('Water plants', 'paused'), r('Taxes', 'done')],
      { waiting: ['Take meds', 'Gym'], paused: 1, finished: 1 },
    ],
  ])('%s', (_case, reminders, expected) => {
    expect(pausedByPayment(reminders)).toEqual(expected);
  });
});
