import { nextText, type NextTextOwner } from '#core/reminders/domain/next-text';
import type { Reminder } from '#core/reminders/domain/reminder';

const NEW_YORK: NextTextOwner = { timezone: 'America/New_York', quietHoursStart: '21:00', quietHoursEnd: '08:00' };
/** Tuesday 24 November 2026, 09:00 in New York. */
const OCCURRENCE = '2026-11-24T14:00:00.000Z';

const reminder = (nextAt: string | undefined, status: Reminder['status'] = 'pending', snoozedUntil?: string) => ({
  occurrenceAt: OCCURRENCE,
  status,
  ...(snoozedUntil ? { snoozedUntil } : {}),
  ...(nextAt ? { nextNag: { id: 'n', attempt: 2, at: nextAt } } : {}),
});

describe('when the next text really goes, and why', () => {
  it.each([
    ['nothing planned', undefined, 'pending', NEW_YORK, undefined],
    ["the first nag at the reminder's own time", OCCURRENCE, 'pending', NEW_YORK, { at: OCCURRENCE }],
    [
      'a repeat nag in the afternoon',
      '2026-11-24T19:30:00.000Z',
      'pending',
      NEW_YORK,
      { at: '2026-11-24T19:30:00.000Z' },
    ],
    [
      'a repeat nag moved to 8:00 AM, the end of quiet hours',
      '2026-11-25T13:00:00.000Z',
      'pending',
      NEW_YORK,
      { at: '2026-11-25T13:00:00.000Z', reason: 'quiet_hours' },
    ],
    [
      '8:00 AM with no quiet hours is just 8:00 AM',
      '2026-11-25T13:00:00.000Z',
      'pending',
      { ...NEW_YORK, quietHoursStart: '00:00', quietHoursEnd: '00:00' },
      { at: '2026-11-25T13:00:00.000Z' },
    ],
    [
      'quiet hours ending at 6:30 in Los Angeles',
      '2026-11-25T14:30:00.000Z',
      'pending',
      { timezone: 'America/Los_Angeles', quietHoursStart: '22:00', quietHoursEnd: '06:30' },
      { at: '2026-11-25T14:30:00.000Z', reason: 'quiet_hours' },
    ],
    [
      'a snooze ending at 8:00 AM is the snooze, not quiet hours',
      '2026-11-25T13:00:00.000Z',
      'snoozed',
      NEW_YORK,
      { at: '2026-11-25T13:00:00.000Z' },
    ],
    [
      'a nag inside a PAUSE goes when the pause ends',
      '2026-11-24T19:30:00.000Z',
      'pending',
      { ...NEW_YORK, smsPausedUntil: '2026-11-24T22:00:00.000Z' },
      { at: '2026-11-24T22:00:00.000Z', reason: 'texts_paused' },
    ],
    [
      'a PAUSE holds a snoozed nag too',
      '2026-11-24T19:30:00.000Z',
      'snoozed',
      { ...NEW_YORK, smsPausedUntil: '2026-11-24T22:00:00.000Z' },
      { at: '2026-11-24T22:00:00.000Z', reason: 'texts_paused' },
    ],
    [
      'a PAUSE that ended before the nag changes nothing',
      '2026-11-24T19:30:00.000Z',
      'pending',
      { ...NEW_YORK, smsPausedUntil: '2026-11-24T18:00:00.000Z' },
      { at: '2026-11-24T19:30:00.000Z' },
    ],
  ] as const)('%s', (_case, nextAt, status, owner, expected) => {
    expect(nextText(reminder(nextAt, status), owner)).toEqual(expected);
  });

  it.each([
    [
      'a snooze to 11:00 PM texts at 8:00 AM, after quiet hours',
      '2026-11-25T13:00:00.000Z',
      '2026-11-25T04:00:00.000Z',
      { at: '2026-11-25T13:00:00.000Z', reason: 'quiet_hours' },
    ],
    [
      'a snooze to 3:00 PM texts then',
      '2026-11-24T20:00:00.000Z',
      '2026-11-24T20:00:00.000Z',
      { at: '2026-11-24T20:00:00.000Z' },
    ],
    [
      'a snooze long over, its text held back by something else, is not quiet hours',
      '2026-11-25T15:00:00.000Z',
      '2026-11-24T20:00:00.000Z',
      { at: '2026-11-25T15:00:00.000Z' },
    ],
  ] as const)('%s', (_case, nextAt, snoozedUntil, expected) => {
    expect(nextText(reminder(nextAt, 'snoozed', snoozedUntil), NEW_YORK)).toEqual(expected);
  });
});
