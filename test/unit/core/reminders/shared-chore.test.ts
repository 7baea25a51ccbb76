import { turnFor, withTurn, memberUp, memberRef, doneBy } from '#core/reminders/domain/shared-chore';
import type { Reminder, SharedChore } from '#core/reminders/domain/reminder';

const person = (personId: string, ref: string) => ({
  personId,
  firstName: personId,
  phoneNumber: `+1202555${ref.padStart(4, '0')}`,
  timezone: 'America/Chicago',
  quietHoursStart: '22:00',
  quietHoursEnd: '07:00',
  ref,
});
const members = [
  { id: 'me', firstName: 'Ada' },
  { id: 'mom', firstName: 'Mom', recipient: person('mom', '4') },
  { id: 'dad', firstName: 'Dad', recipient: person('dad', '9') },
];
const chore = (over: Partial<SharedChore> = {}): SharedChore => ({
  mode: 'rotate',
  turn: 'occurrence',
  members,
  turnIndex: 0,
  ...over,
});

describe('turnFor: whose turn an occurrence is', () => {
  // 2030-01-07 is a Monday.
  it.each([
    ['occurrence: a new chore starts with its first member', chore({ turnIndex: -1 }), '2030-01-07', '2030-01-07', 0],
    ['occurrence: the next occurrence is the next member', chore({ turnIndex: 0 }), '2030-01-07', '2030-01-08', 1],
    ['occurrence: round from the last to the first', chore({ turnIndex: 2 }), '2030-01-07', '2030-01-08', 0],
    ['occurrence: re-armed on its own date keeps its member', chore({ turnIndex: 1 }), '2030-01-08', '2030-01-08', 1],
    [
      'occurrence: an earlier date (an edit back) keeps its member',
      chore({ turnIndex: 1 }),
      '2030-01-08',
      '2030-01-05',
      1,
    ],
    ['week: the first week is the first member', chore({ turn: 'week' }), '', '2030-01-09', 0],
    ['week: Sunday is still the first week', chore({ turn: 'week' }), '', '2030-01-13', 0],
    ['week: Monday starts the second member', chore({ turn: 'week' }), '', '2030-01-14', 1],
    ['week: three weeks on, round to the first', chore({ turn: 'week' }), '', '2030-01-28', 0],
    ['week: a year on (52 weeks, 3 members)', chore({ turn: 'week' }), '', '2031-01-06', 52 % 3],
  ])('%s', (_name, given, previous, date, expected) => {
    expect(turnFor(given, '2030-01-09', previous, date)).toBe(expected);
  });
});

describe('withTurn: the reminder moved to an occurrence', () => {
  const reminder = { id: 'r1', ref: '7', anchorDate: '2030-01-07', occurrenceDate: '2030-01-07' } as Reminder;

  it('texts the member up: a person as forPerson, the owner as their own (no forPerson)', () => {
    const toMom = withTurn({ ...reminder, shared: chore({ turnIndex: 0 }) }, '2030-01-07', '2030-01-08');
    expect(toMom.forPerson?.personId).toBe('mom');
    expect(memberUp(toMom.shared!)?.firstName).toBe('Mom');
    const toAda = withTurn({ ...toMom, shared: { ...toMom.shared!, turnIndex: 2 } }, '2030-01-08', '2030-01-09');
    expect(toAda.forPerson).toBeUndefined();
    expect(toAda.shared?.turnIndex).toBe(0);
  });

  it('leaves a chore for anyone and any other reminder as they are', () => {
    const anyone = { ...reminder, shared: chore({ mode: 'anyone', turn: undefined }) };
    expect(withTurn(anyone, '2030-01-07', '2030-01-08')).toBe(anyone);
    expect(withTurn(reminder, '2030-01-07', '2030-01-08')).toBe(reminder);
  });

  it('names each member by their own number for it, and keeps who did the latest one', () => {
    expect(members.map((m) => memberRef(reminder, m))).toEqual(['7', '4', '9']);
    expect(doneBy(chore(), 'dad', '2030-01-08').lastDone).toEqual({ memberId: 'dad', occurrenceDate: '2030-01-08' });
  });
});
