import { MAX_JOINED_PEOPLE, MAX_OPEN_INVITES } from '#shared/vocabulary';
import { HOUSEHOLD_OTHERS, householdOf } from './household-rules';
import { isOpenInvite, TOO_MANY_INVITES_MESSAGE, type StoredInvite } from './invite-rules';
import { isLivePerson, type StoredPerson } from './person';

export const TOO_MANY_PEOPLE_MESSAGE = `You have ${MAX_JOINED_PEOPLE} people already. Remove one in Settings before inviting someone else.`;

/** The owner's people who are live now (joined, not left or removed). */
export const livePeople = (people: readonly StoredPerson[], ownerPhone: string): StoredPerson[] =>
  people.filter((person) => isLivePerson(person, ownerPhone));

/**
 * Why the owner may not invite another person now (the 409 naming it), or null: 3 open invites (of any kind), or
 * as many joined people as the limit with the open person invites counted in (each may still be joined).
 */
export function personInviteProblem(
  owner: { phoneNumber: string },
  invites: readonly StoredInvite[],
  people: readonly StoredPerson[],
  now: Date,
): string | null {
  const open = invites.filter((invite) => isOpenInvite(invite, now));
  if (open.length >= MAX_OPEN_INVITES) return TOO_MANY_INVITES_MESSAGE;
  const openForPeople = open.filter((invite) => invite.person).length;
  if (livePeople(people, owner.phoneNumber).length + openForPeople >= MAX_JOINED_PEOPLE) return TOO_MANY_PEOPLE_MESSAGE;
  return null;
}

/**
 * What a JOIN with a person invite from this number comes to. `invalid`: no such code, expired, used by another
 * number, or its owner gone (one answer for all). `rejoined`: this number joined with it already. `already_joined`:
 * the number is one of the owner's live people by another invite. `full`: the owner has as many people as allowed.
 * `household_full`: an invite into the household, which is full.
 */
export type PersonJoinVerdict =
  'join' | 'invalid' | 'own_number' | 'rejoined' | 'already_joined' | 'full' | 'household_full';

export function personJoinVerdict(input: {
  invite: StoredInvite | null;
  owner: { phoneNumber: string; isActive: boolean } | null;
  people: readonly StoredPerson[];
  from: string;
  now: Date;
}): PersonJoinVerdict {
  const { invite, owner, people, from, now } = input;
  if (!invite || !owner || !owner.isActive) return 'invalid';
  if (invite.usedBy !== undefined) return invite.usedBy === from ? 'rejoined' : 'invalid';
  if (!isOpenInvite(invite, now)) return 'invalid';
  if (from === owner.phoneNumber) return 'own_number';
  const live = livePeople(people, owner.phoneNumber);
  if (live.some((person) => person.phoneNumber === from)) return 'already_joined';
  if (live.length >= MAX_JOINED_PEOPLE) return 'full';
  if (invite.person?.household && householdOf(people, owner.phoneNumber).length >= HOUSEHOLD_OTHERS)
    return 'household_full';
  return 'join';
}
