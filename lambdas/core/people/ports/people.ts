import type { StoredInvite } from '../domain/invite-rules';
import type { PersonClock, StoredPerson } from '../domain/person';

/**
 * The people who joined an owner's reminders: each link stored under the owner (Settings lists them) and under the
 * number (a text from it finds its owners), every write of one writing the other in the same transaction.
 */
export interface PeopleDirectory {
  /**
   * JOIN: in one transaction, the invite marked used by `person.phoneNumber` (only if still unused and unexpired at
   * `at`), the person stored under the owner and the number (only if new), the owner's count of live people
   * raised (only while below the limit), and the admin's Joined People (stats counter joinedPeople) raised. 'stale'
   * when the invite was used or expired meanwhile; 'full' when the owner reached the limit meanwhile. A person
   * joining the household (`person.household`) raises its count too, only while below HOUSEHOLD_OTHERS:
   * 'household_full' otherwise.
   */
  join(invite: StoredInvite, person: StoredPerson, at: string): Promise<'joined' | 'stale' | 'full' | 'household_full'>;
  /**
   * A live person put in the owner's household or taken out: both copies and the household's count in one
   * transaction, the count kept below HOUSEHOLD_OTHERS. 'set' also when it was so already; 'full' when the household
   * is; 'gone' when the link is not live.
   */
  setHousehold(person: StoredPerson, household: boolean): Promise<'set' | 'full' | 'gone'>;
  /** The owner's people, in any state, oldest first. */
  peopleOf(ownerId: string): Promise<StoredPerson[]>;
  /** One of the owner's people; null when there is none. */
  person(ownerId: string, personId: string): Promise<StoredPerson | null>;
  /** Every link of this number, in any state, with any owner. */
  linksOf(e164: string): Promise<StoredPerson[]>;
  /**
   * Ends a live link (LEAVE: left; the owner's Remove: removed) and lowers the owner's count (and the household's,
   * for one in it) and the admin's Joined People, in one transaction; null when it was not live any more (ended meanwhile: nothing written). `by`: the
   * LEAVE text's inbound message id, kept as endedBy.
   */
  end(person: StoredPerson, to: 'left' | 'removed', at: string, by?: string): Promise<StoredPerson | null>;
  /**
   * The person's own clock (ZONE or QUIET by their text): both copies of a live link, in one transaction; null when
   * the link is not live any more (nothing written).
   */
  setClock(person: StoredPerson, clock: PersonClock): Promise<StoredPerson | null>;
  /**
   * The next number of the reminders addressed to this number ("1", "2", ...), from one atomic counter across all its
   * owners: a person joined to two owners has one numbering, so "DONE 3" names one reminder.
   */
  allocateReminderRef(e164: string): Promise<string>;
  /** The last number that counter gave (0: none yet). */
  lastReminderRef(e164: string): Promise<number>;
  /**
   * Every link of the owner, both copies, and their count (the account is ending). Each one still live lowers the
   * admin's Joined People once (in the month of `at`), in the transaction that deletes it; safe to run again.
   */
  dropAll(ownerId: string, at: string): Promise<void>;
}
