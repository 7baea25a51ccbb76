import type { Person } from '#shared/contracts/people';
import { householdLine } from '../../../../web/src/features/account/household-text';

const person = (id: string, household: boolean, status: Person['status'] = 'joined'): Person => ({
  id,
  firstName: `P${id}`,
  phoneNumber: '+14155550177',
  timezone: 'America/New_York',
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
  status,
  joinedAt: '2026-11-27T15:00:00.000Z',
  household,
});
const many = (count: number) => Array.from({ length: count }, (_, i) => person(String(i), true));

describe('the household line: you and the joined people in it, out of 5', () => {
  it.each([
    ['no one in it', [person('1', false)], 'Household: just you. Put up to 5 people in it to share chores with them.'],
    ['one', [person('1', true), person('2', false)], 'Household: you and 1 other (up to 5).'],
    [
      'one who left is not counted',
      [person('1', true), person('2', true, 'left')],
      'Household: you and 1 other (up to 5).',
    ],
    ['four', many(4), 'Household: you and 4 others (up to 5).'],
    ['full', many(5), "Household: you and 5 others (that's the most)."],
  ])('%s', (_name, people, expected) => expect(householdLine(people)).toBe(expected));
});
