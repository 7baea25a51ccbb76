import type { StoredInvite } from '../domain/invite-rules';

/**
 * The invites an owner made: each stored under its code (how a JOIN finds it) and copied under its owner (how
 * Settings lists them). A JOIN marks it used in the same transaction that makes the link (BuddyDirectory.join).
 */
export interface InviteDirectory {
  /** Stores a new invite (its code item and the owner's copy); false when the code exists already (draw again). */
  createInvite(invite: StoredInvite): Promise<boolean>;
  /** The invite with this code (stored form), used or not; null when there is none. */
  invite(code: string): Promise<StoredInvite | null>;
  /** The owner's invites, used or not, newest first. */
  invitesOf(ownerId: string): Promise<StoredInvite[]>;
  /** Every invite of the owner, used or not (their account is ending). */
  dropInvites(ownerId: string): Promise<void>;
}
