import type { StoredBuddy } from '../../users/domain/user';
import { INVITE_VALID_DAYS, MAX_OPEN_INVITES } from '#shared/vocabulary';
import { hasLiveLink } from '../../users/domain/buddy';

const DAY_MS = 24 * 3600_000;

/** An invite as stored: one code, one owner, joined at most once. */
export interface StoredInvite {
  /** The stored form (no dash): see invite-code. */
  code: string;
  ownerId: string;
  createdAt: string;
  expiresAt: string;
  /** The name the owner gave the person they invite (Settings shows it); absent when invited by text. */
  firstName?: string;
  /** Whether the buddy's texts name the task (chosen with the invite, changeable later). */
  shareTaskWords: boolean;
  /**
   * Absent: an invite to be the owner's buddy. `person`: to get the owner's reminders, with the owner's name for
   * them, where their times are read and their quiet hours (the owner's choice).
   */
  person?: { firstName: string; timezone: string; quietHoursStart: string; quietHoursEnd: string; household?: boolean };
  /** The ready message for the owner to send, as made when the invite was (it names NagText's number). */
  message: string;
  /** The number that joined with it, and when: an invite is used once. */
  usedBy?: string;
  usedAt?: string;
}

export const inviteExpiresAt = (now: Date): string =>
  new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS).toISOString();

/** Open: not used and not yet expired. */
export const isOpenInvite = (invite: Pick<StoredInvite, 'usedBy' | 'expiresAt'>, now: Date): boolean =>
  invite.usedBy === undefined && now.getTime() < Date.parse(invite.expiresAt);

export const TOO_MANY_INVITES_MESSAGE =
  'You have 3 open invites already. Wait until one is used or expires (7 days), then try again.';
export const HAS_BUDDY_MESSAGE = 'You already have a buddy. Remove them in Settings before inviting someone else.';

/** Why the owner may not have another invite now (the 409 or the text's answer), or null. */
export function inviteProblem(
  owner: { buddy?: StoredBuddy; phoneNumber: string },
  invites: readonly StoredInvite[],
  now: Date,
): string | null {
  if (owner.buddy && hasLiveLink(owner.buddy, owner.phoneNumber)) return HAS_BUDDY_MESSAGE;
  if (invites.filter((i) => isOpenInvite(i, now)).length >= MAX_OPEN_INVITES) return TOO_MANY_INVITES_MESSAGE;
  return null;
}

/**
 * What a JOIN with this code from this number comes to. `invalid` covers a code that does not exist, has
 * expired, was used by another number, or whose owner is gone: one answer for all, so a guesser learns nothing.
 * `rejoined`: this very number joined with it already (a second JOIN, or a retry after a failure part way).
 */
export type JoinVerdict = 'join' | 'invalid' | 'own_number' | 'rejoined' | 'has_buddy';

export function joinVerdict(input: {
  invite: StoredInvite | null;
  owner: { phoneNumber: string; isActive: boolean; buddy?: StoredBuddy } | null;
  from: string;
  now: Date;
}): JoinVerdict {
  const { invite, owner, from, now } = input;
  if (!invite || !owner || !owner.isActive) return 'invalid';
  if (invite.usedBy !== undefined) return invite.usedBy === from ? 'rejoined' : 'invalid';
  if (!isOpenInvite(invite, now)) return 'invalid';
  if (from === owner.phoneNumber) return 'own_number';
  if (owner.buddy && hasLiveLink(owner.buddy, owner.phoneNumber) && owner.buddy.phoneNumber !== from)
    return 'has_buddy';
  return 'join';
}
