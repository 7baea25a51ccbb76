import { pausedByPayment } from '#core/billing/domain/paused-by-payment';
import type { ReminderStatus } from '#shared/vocabulary';

const r = (task: string, status: ReminderStatus, occurrenceAt = '2026-12-01T15:00:00.000Z') => ({
  task,
  status,
  occurrenceAt,
});

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
      [
        r('Take meds', 'pending', '2026-12-01T14:00:00.000Z'),
        r('Gym', 'snoozed', '2026-12-01T16:00:00.000Z'),
        r('Water plants', 'paused'),
        r('Taxes', 'done'),
      ],
      { waiting: ['Take meds', 'Gym'], paused: 1, finished: 1 },
    ],
    [
      'the soonest text first, whatever order they are stored in',
      [r('Gym', 'pending', '2026-12-02T09:00:00.000Z'), r('Take meds', 'snoozed', '2026-12-01T21:00:00.000Z')],
      { waiting: ['Take meds', 'Gym'], paused: 0, finished: 0 },
    ],
    [
      'two at the same time by task, so the list reads the same on every visit',
      [r('Water the plants', 'pending'), r('Take the evening pills', 'pending')],
      { waiting: ['Take the evening pills', 'Water the plants'], paused: 0, finished: 0 },
    ],
  ])('%s', (_case, reminders, expected) => {
    expect(pausedByPayment(reminders)).toEqual(expected);
  });
});
