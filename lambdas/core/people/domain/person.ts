/**
 * A person who joined to get an owner's reminders: the link between the owner and a number, made by that number's
 * own JOIN. Stored twice in one transaction (under the owner, and under the number so its texts find their owners).
 */
export interface StoredPerson {
  /** Unique among the owner's people (the API's {personId}). */
  id: string;
  ownerId: string;
  /** The name the owner gave them with the invite. */
  firstName: string;
  /** E.164; never the owner's own. */
  phoneNumber: string;
  /** Where their reminders' times are read, and their quiet hours kept: set with the invite. */
  timezone: string;
  quietHoursStart: string;
  quietHoursEnd: string;
  /** joined: live. left: they replied LEAVE. removed: the owner removed them. */
  status: 'joined' | 'left' | 'removed';
  joinedAt: string;
  endedAt?: string;
  /** The LEAVE text that ended it (its inbound message id): the same text delivered again ends nothing more. */
  endedBy?: string;
  /** In the owner's household (its shared chores may go to them): by the invite, or the owner's choice since. */
  household?: boolean;
  /** Their own opt-in: the JOIN text that made the link, and whether the number had replied STOP before. */
  joinedBy: { code: string; messageId: string; afterStop: boolean };
}

/** Live: joined, not left or removed (and never the owner's own number: a phone change may have made it so). */
/** Where a person's reminders' times are read and when they are quiet: theirs to change by text (ZONE, QUIET). */
export type PersonClock = Pick<StoredPerson, 'timezone' | 'quietHoursStart' | 'quietHoursEnd'>;

export const isLivePerson = (person: Pick<StoredPerson, 'status' | 'phoneNumber'>, ownerPhone: string): boolean =>
  person.status === 'joined' && person.phoneNumber !== ownerPhone;
