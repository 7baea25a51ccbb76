import type { BuddyInvite } from '#shared/contracts/escalation';
import type { User } from '../../users/domain/user';
import { fail } from '../../kernel/errors';
import type { PeoplePorts } from '../people-ports';
import { generateInviteCode } from '../domain/invite-code';
import { inviteExpiresAt, inviteProblem, isOpenInvite, type StoredInvite } from '../domain/invite-rules';
import { inviteMessage } from '../domain/invite-texts';
import { inviteView } from '../domain/people-view';

export type CreateInviteDeps = Pick<PeoplePorts, 'invites' | 'clock' | 'randomness' | 'nagTextNumber'>;

/** The owner's open buddy invites as Settings lists them, newest first (a person's are listed with the people). */
export async function openInvites(
  deps: Pick<PeoplePorts, 'invites' | 'clock'>,
  ownerId: string,
): Promise<BuddyInvite[]> {
  const now = deps.clock.now();
  return (await deps.invites.invitesOf(ownerId))
    .filter((invite) => !invite.person && isOpenInvite(invite, now))
    .map(inviteView);
}

/** Codes drawn before giving up on a free one: with 32^8 codes a second draw is already rare. */
const DRAWS = 5;

/** What an invite says beyond its code: whom it is for (the owner's name for them) and what they join. */
export type InviteFor = Pick<StoredInvite, 'firstName' | 'shareTaskWords' | 'person'>;

/**
 * Stores a new invite of `owner`'s with a fresh code valid 7 days, single use, once `problem` (the caller's limits,
 * read before) is null; a problem is the 409 naming it. Nothing is texted to anyone: the owner sends the ready
 * message from their own phone, and the person texts JOIN.
 */
export async function storeNewInvite(
  deps: CreateInviteDeps,
  owner: User,
  wanted: InviteFor,
  problem: string | null,
): Promise<StoredInvite> {
  if (problem) fail('conflict', problem);
  const now = deps.clock.now();
  for (let draw = 0; draw < DRAWS; draw++) {
    const code = generateInviteCode(() => deps.randomness.fraction());
    const invite: StoredInvite = {
      code,
      message: inviteMessage(code, deps.nagTextNumber, owner.firstName),
      ownerId: owner.id,
      createdAt: now.toISOString(),
      expiresAt: inviteExpiresAt(now),
      ...(wanted.firstName ? { firstName: wanted.firstName } : {}),
      shareTaskWords: wanted.shareTaskWords,
      ...(wanted.person ? { person: wanted.person } : {}),
    };
    if (await deps.invites.createInvite(invite)) return invite;
  }
  throw new Error('No free invite code after several draws');
}

/**
 * A new invite for the owner's buddy (Settings' card, or INVITE by text). Refused (409, or the text's answer,
 * naming why) while a buddy is joined or 3 invites are open.
 */
export async function createInvite(
  deps: CreateInviteDeps,
  owner: User,
  wanted: { firstName?: string; shareTaskWords?: boolean },
): Promise<{ invite: StoredInvite; view: BuddyInvite }> {
  const problem = inviteProblem(owner, await deps.invites.invitesOf(owner.id), deps.clock.now());
  const invite = await storeNewInvite(
    deps,
    owner,
    { ...(wanted.firstName ? { firstName: wanted.firstName } : {}), shareTaskWords: wanted.shareTaskWords ?? false },
    problem,
  );
  return { invite, view: inviteView(invite) };
}
