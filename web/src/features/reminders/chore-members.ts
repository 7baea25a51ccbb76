import type { Task } from '@shared/contracts';
import type { Person } from '@shared/contracts/people';
import { CHORE_OWNER_ID } from '@shared/vocabulary';

/** Someone a shared chore may go to, as the dialog offers them: the owner ("You", id `me`) or a household person. */
export interface ChoreMemberChoice {
  id: string;
  name: string;
}

/** A member as the owner reads them: "You" for themselves, else the name they gave the person. */
export const memberName = (member: { id: string; firstName: string }) =>
  member.id === CHORE_OWNER_ID ? 'You' : member.firstName;

/** Who a new shared chore may go to, in turn order: you, then each joined person in your household; none without one. */
export function householdChoices(people: readonly Person[] | undefined): ChoreMemberChoice[] {
  const household = (people ?? []).filter((person) => person.status === 'joined' && person.household);
  if (household.length === 0) return [];
  return [
    { id: CHORE_OWNER_ID, name: 'You' },
    ...household.map((person) => ({ id: person.id, name: person.firstName })),
  ];
}

/** A saved shared chore's members, in its turn order (shown, never changed, on Edit). */
export const choreMembersOf = (shared: NonNullable<Task['shared']>): ChoreMemberChoice[] =>
  shared.members.map((member) => ({ id: member.id, name: memberName(member) }));
