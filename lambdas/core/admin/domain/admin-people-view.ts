import type { AdminPerson, AdminPersonInvite } from '#shared/contracts/admin';
import { isOpenInvite, type StoredInvite } from '../../people/domain/invite-rules';
import type { StoredPerson } from '../../people/domain/person';

/** A person linked to a user's reminders as the admin sees them: every state, never their zone, clock or JOIN text. */
export const adminPersonView = (person: StoredPerson): AdminPerson => ({
  id: person.id,
  firstName: person.firstName,
  phoneNumber: person.phoneNumber,
  status: person.status,
  joinedAt: person.joinedAt,
  ...(person.endedAt ? { endedAt: person.endedAt } : {}),
  household: person.status === 'joined' && person.household === true,
});

/** The user's open invites for people (a buddy's, used and expired ones left out), as stored: newest first; no code. */
export const adminPersonInvites = (invites: readonly StoredInvite[], now: Date): AdminPersonInvite[] =>
  invites.flatMap((invite) =>
    invite.person && isOpenInvite(invite, now)
      ? [
          {
            firstName: invite.person.firstName,
            expiresAt: invite.expiresAt,
            household: invite.person.household === true,
          },
        ]
      : [],
  );
