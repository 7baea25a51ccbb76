import { snoozeDecision } from '#core/replies/domain/snooze-rules';

const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00.000Z`);
const nag = (hhmm: string) => ({ id: 'n', attempt: 2, at: at(hhmm).toISOString() });

describe('what a SNOOZE does to the reminder it targets', () => {
  it.each([
    [
      'not texted yet, first text planned: nothing to snooze, and when it texts',
      { nagCount: 0, status: 'pending', nextNag: nag('19:30') },
      '14:05',
      { kind: 'not_texted', nextText: at('19:30') },
    ],
    ['not texted yet, nothing planned', { nagCount: 0, status: 'pending' }, '14:05', { kind: 'not_texted' }],
    [
      'texted, next nag before the snooze ends: snoozed as asked',
      { nagCount: 1, status: 'pending', nextNag: nag('14:30') },
      '15:05',
      { kind: 'snooze', until: at('15:05') },
    ],
    [
      'texted, next nag after the snooze would end: never earlier than that text',
      { nagCount: 1, status: 'pending', nextNag: nag('14:30') },
      '14:10',
      { kind: 'snooze', until: at('14:30') },
    ],
    [
      'texted, next nag at the very end of the snooze',
      { nagCount: 1, status: 'pending', nextNag: nag('14:30') },
      '14:30',
      { kind: 'snooze', until: at('14:30') },
    ],
    [
      'texted, the ladder ended (nothing planned): snoozed as asked',
      { nagCount: 5, status: 'pending' },
      '14:10',
      { kind: 'snooze', until: at('14:10') },
    ],
    [
      'already snoozed: a shorter snooze asked on purpose replaces it',
      { nagCount: 1, status: 'snoozed', nextNag: nag('16:05') },
      '14:25',
      { kind: 'snooze', until: at('14:25') },
    ],
  ] as const)('%s', (_label, reminder, until, expected) => {
    expect(snoozeDecision(reminder, at(until))).toEqual(expected);
  });
});
