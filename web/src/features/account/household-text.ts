import type { Person } from '@shared/contracts/people';
import { HOUSEHOLD_SIZE } from '@shared/vocabulary';

/** Besides the owner: how many people a household may have. */
const OTHERS = HOUSEHOLD_SIZE - 1;

/** "Household: you and 2 others (up to 5).": who shared chores may go to, counting the joined people in it. */
export function householdLine(people: readonly Person[]): string {
  const count = people.filter((person) => person.status === 'joined' && person.household).length;
  if (count === 0) return `Household: just you. Put up to ${OTHERS} people in it to share chores with them.`;
  const others = `you and ${count} ${count === 1 ? 'other' : 'others'}`;
  return count >= OTHERS ? `Household: ${others} (that's the most).` : `Household: ${others} (up to ${OTHERS}).`;
}
