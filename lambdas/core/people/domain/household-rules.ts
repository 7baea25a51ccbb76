import { HOUSEHOLD_SIZE } from '#shared/vocabulary';
import { isOpenInvite, type StoredInvite } from './invite-rules';
import { isLivePerson, type StoredPerson } from './person';

/** People in a household besides its owner, at most. */
export const HOUSEHOLD_OTHERS = HOUSEHOLD_SIZE - 1;

export const HOUSEHOLD_FULL_MESSAGE = `Your household has ${HOUSEHOLD_SIZE} people, you included: the most it holds. Take someone out of it first.`;

/** The owner's live people in their household, oldest first. */
export const householdOf = (people: readonly StoredPerson[], ownerPhone: string): StoredPerson[] =>
  people.filter((person) => isLivePerson(person, ownerPhone) && person.household === true);

/**
 * Why the owner may not invite another person into the household now (409), or null: the household's members and the
 * open invites into it (each may still be joined) already fill it.
 */
export function householdInviteProblem(
  owner: { phoneNumber: string },
  invites: readonly StoredInvite[],
  people: readonly StoredPerson[],
  now: Date,
): string | null {
  const openIntoIt = invites.filter((invite) => invite.person?.household && isOpenInvite(invite, now)).length;
  return householdOf(people, owner.phoneNumber).length + openIntoIt >= HOUSEHOLD_OTHERS ? HOUSEHOLD_FULL_MESSAGE : null;
}
