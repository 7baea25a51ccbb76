import type { BuddyInvite } from '#shared/contracts/escalation';
import type { PeopleView, Person, PersonInvite } from '#shared/contracts/people';
import { displayInviteCode } from './invite-code';
import { isOpenInvite, type StoredInvite } from './invite-rules';
import { inviteSmsLink } from './invite-texts';
import type { StoredPerson } from './person';

/** An invite as Settings shows it: the code with its dash, the ready message and its `sms:` link. */
export const inviteView = (invite: StoredInvite): BuddyInvite => ({
  code: displayInviteCode(invite.code),
  expiresAt: invite.expiresAt,
  ...(invite.firstName ? { firstName: invite.firstName } : {}),
  message: invite.message,
  smsLink: inviteSmsLink(invite.message),
});

/** How long a person who left stays on the owner's list, marked left. */
const LEFT_LISTED_MS = 30 * 24 * 3600_000;

/** A person as the owner sees them; null for one the owner removed, or who left more than 30 days ago. */
export function personView(person: StoredPerson, now: Date): Person | null {
  if (person.status === 'removed') return null;
  if (person.status === 'left' && now.getTime() - Date.parse(person.endedAt ?? person.joinedAt) > LEFT_LISTED_MS)
    return null;
  return {
    id: person.id,
    firstName: person.firstName,
    phoneNumber: person.phoneNumber,
    timezone: person.timezone,
    quietHoursStart: person.quietHoursStart,
    quietHoursEnd: person.quietHoursEnd,
    status: person.status,
    joinedAt: person.joinedAt,
    household: person.household === true && person.status === 'joined',
    ...(person.endedAt ? { endedAt: person.endedAt } : {}),
  };
}

/** An open invite for a person, as Settings lists it; null for a buddy's invite or one used or expired. */
export function personInviteView(invite: StoredInvite, now: Date): PersonInvite | null {
  if (!invite.person || !isOpenInvite(invite, now)) return null;
  return {
    ...inviteView(invite),
    firstName: invite.person.firstName,
    timezone: invite.person.timezone,
    household: invite.person.household === true,
  };
}

/** The owner's people (joined, and left within 30 days) and open invites for people, newest invites first. */
export const peopleView = (
  people: readonly StoredPerson[],
  invites: readonly StoredInvite[],
  now: Date,
): PeopleView => ({
  people: people.flatMap((person) => personView(person, now) ?? []),
  invites: invites.flatMap((invite) => personInviteView(invite, now) ?? []),
});
