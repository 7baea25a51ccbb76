import type { SubscriptionStateChanges, User } from '../domain/user';

export type { SubscriptionStateChanges };

export const PHONE_TAKEN_MESSAGE = 'An account with this phone number already exists. Log in instead.';
export const PHONE_IN_USE_MESSAGE = 'This phone number is already used by another account.';

/** The fields that change in place (the phone number moves only by changePhone); null removes an optional field. */
type ChangeableUserFields = Pick<
  User,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'timezone'
  | 'smsTransactionalOptIn'
  | 'smsMarketingOptIn'
  | 'quietHoursStart'
  | 'quietHoursEnd'
  | 'role'
  | 'isActive'
  | 'welcomeTextSentAt'
  | 'nagStyle'
  | 'weeklySummaryOptIn'
  | 'smsOptedOut'
  | 'smsPausedUntil'
  | 'travel'
  | 'callConsentAt'
  | 'verifiedEmail'
  | 'emailVerifiedAt'
  | 'buddy'
  | 'textsFailingSince'
  | 'textReminderDraft'
  | 'lastTextReminder'
  | 'textRemindersToday'
  | 'sessionVersion'
  | 'stripeCustomerId'
  | 'subscriptionId'
  | 'subscriptionStatus'
  | 'subscriptionStartDate'
  | 'subscriptionEndDate'
  | 'trialEndsAt'
  | 'cancelAtPeriodEnd'
  | 'subscriptionStateAt'
  | 'paymentFailedAt'
  | 'calendarFeedToken'
  | 'calendarFeedCreatedAt'
>;
export type UserChanges = { [K in keyof ChangeableUserFields]?: ChangeableUserFields[K] | null };

export interface UserRepository {
  get(id: string): Promise<User | null>;
  /** The account holding this E.164 number, through its uniqueness guard. */
  getByPhone(e164: string): Promise<User | null>;
  /**
   * Stores a new user and claims its number in one transaction. A number already claimed fails with
   * DomainError conflict (PHONE_TAKEN_MESSAGE) and stores nothing.
   */
  create(user: User): Promise<void>;
  /**
   * Applies the changes to an existing user; null when there is no such user (nothing is created).
   * A change of role or isActive to a different value also moves sessionVersion on, in the same write,
   * so every session of the account ends whoever made the change (admin edit, script, use case).
   */
  update(id: string, changes: UserChanges, updatedAt: string): Promise<User | null>;
  /**
   * Ends the trip set at `setAt` (removes `travel`) only while it is still that trip: one conditional write, so a
   * trip set meanwhile is never ended by the older one's end. The user after the write; null when nothing was
   * written (no such user, or no longer that trip).
   */
  endTravel(id: string, setAt: string, updatedAt: string): Promise<User | null>;
  /**
   * Moves the user to a new number in one transaction: the user item (still on `from`), the old guard
   * (still theirs) released, the new guard claimed. A number held by another account fails with
   * DomainError conflict (PHONE_IN_USE_MESSAGE) and changes nothing. Every session of the account ends
   * with it (sessionVersion moves on). Consent to calls and the failing-texts mark belong to the old number: removed.
   */
  changePhone(id: string, from: string, to: string, updatedAt: string): Promise<User>;
  /** The user whose billing customer this is (through the lookups index); null when none. */
  findByStripeCustomer(customerId: string): Promise<User | null>;
  /**
   * Records a subscription state read at `changes.subscriptionStateAt`, only when no state read at that
   * instant or later is recorded (an older state never overwrites a newer one). Resolves the user as it
   * was just before and just after the write, or null when nothing was written (no such user, or stale).
   */
  recordSubscriptionState(
    id: string,
    changes: SubscriptionStateChanges,
    updatedAt: string,
  ): Promise<{ before: User; after: User } | null>;
  /**
   * Books one more reminder added by text on the user's local day `date`, only while fewer than `limit` are booked for
   * that day: one conditional write, so texts arriving at once never pass the limit (no read-modify-write). False
   * when the day is full, or there is no such user.
   */
  takeTextReminderSlot(id: string, date: string, limit: number, updatedAt: string): Promise<boolean>;
  /** Gives back a slot booked on `date` for a text that added nothing after all (nothing when the day has moved on). */
  releaseTextReminderSlot(id: string, date: string, updatedAt: string): Promise<void>;
  /**
   * Deletes the user item with its phone guard and its admin list and search entries, in one transaction;
   * false when there was no such user. The rest of the user's partition is UserDataEraser's.
   */
  remove(id: string): Promise<boolean>;
}
