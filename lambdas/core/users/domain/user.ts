import type { BuddyStatus, NagStyle, Role, SubscriptionStatus } from '#shared/vocabulary';
import { DEFAULT_NAG_STYLE } from '#shared/nag-ladders';
import type { StoredTravel } from './travel';

export interface TextReminderDraft {
  task: string;
  /** The day and repeat the request already named ("on the 1st of every month"): the answer fills only the time. */
  when?: string;
  askedAt: string;
}

export interface LastTextReminder {
  reminderId: string;
  ref: string;
  task: string;
  at: string;
  /** The inbound text that added it: a retry of that text answers rather than adding another. */
  messageId: string;
  /** The UNDO that removed it: a retry of that UNDO answers as it did; any other finds nothing to undo. */
  undoneBy?: string;
}

/** The accountability buddy as stored (`expired` is never stored: an `asked` one reads as expired, users/domain/buddy). */
export interface StoredBuddy {
  /** The name the owner gave them with the invite; absent when invited by text. */
  firstName?: string;
  /** E.164; never the owner's own. */
  phoneNumber: string;
  shareTaskWords: boolean;
  /** Stored states only: expired is read from askedAt. */
  status: Exclude<BuddyStatus, 'expired'>;
  /** When they joined (before invites: when the old ask went). */
  askedAt: string;
  answeredAt?: string;
  /**
   * Their own opt-in: the JOIN text that made the link (its invite code and inbound message id), and whether the
   * number had replied STOP before (then this JOIN was its opt-in for this link, and START's for nothing else).
   */
  joinedBy?: { code: string; messageId: string; afterStop: boolean };
}

/** A NagText account, as stored. Instants are UTC ISO-8601; `timezone` is an IANA zone. */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, unique across users (guarded by a phone guard item). */
  phoneNumber: string;
  timezone: string;
  role: Role;
  isActive: boolean;
  isPhoneVerified: boolean;
  subscriptionStatus: SubscriptionStatus;
  smsTransactionalOptIn: boolean;
  smsMarketingOptIn: boolean;
  /** Set by a carrier opt-out word (STOP); START clears it. */
  smsOptedOut: boolean;
  quietHoursStart: string;
  quietHoursEnd: string;
  nagStyle: NagStyle;
  /** Opted in to the weekly summary text (Sundays 6 PM in `timezone`); off until turned on in Settings. */
  weeklySummaryOptIn: boolean;
  /** Away from home (a trip set by text or in Settings): where-I-am reminders and quiet hours follow it. */
  travel?: StoredTravel;
  /** PAUSE by text: no nags until this instant (RESUME clears it). */
  smsPausedUntil?: string;
  /** When the user agreed in Settings to automated calls to this number; absent: no calls (never, or withdrawn). */
  callConsentAt?: string;
  /** The one accountability buddy. */
  buddy?: StoredBuddy;
  /**
   * The address proven by its emailed code, as it was then (normalized). `email` is verified while it is this address
   * (users/domain/email-status): any change of `email` (Settings, an admin's edit) leaves it unverified.
   */
  verifiedEmail?: string;
  /** When `verifiedEmail` was proven. */
  emailVerifiedAt?: string;
  /** Since when delivery receipts have said texts to this number fail (not a STOP); cleared by a delivered one. */
  textsFailingSince?: string;
  /** A reminder asked for by text without its time: the next text within a while may complete it. */
  textReminderDraft?: TextReminderDraft;
  /** The reminder last added by text, which UNDO removes for a short while. */
  lastTextReminder?: LastTextReminder;
  /** How many reminders were added by text on the user's local day `date`. */
  textRemindersToday?: { date: string; count: number };
  /** Bumped to end every session of this account (logout everywhere, phone change, deactivation, role change). */
  sessionVersion: number;
  /** Billing (Stripe): the customer, its one subscription, and that subscription's state as last recorded. */
  stripeCustomerId?: string;
  subscriptionId?: string;
  subscriptionStartDate?: string;
  /** The end of the current period: the next billing date. */
  subscriptionEndDate?: string;
  trialEndsAt?: string;
  cancelAtPeriodEnd?: boolean;
  /** The provider's own timestamp of the state recorded above, so an older event never overwrites a newer one. */
  subscriptionStateAt?: number;
  /** When the person was told a payment failed; removed once they are told it works again (billing/payment-notice). */
  paymentFailedAt?: string;
  /** When the one-time welcome text went out (first transactional opt-in); absent until then. */
  welcomeTextSentAt?: string;
  /** The private calendar feed's secret (its URL is the read-only key to the reminders) and when it was made. */
  calendarFeedToken?: string;
  calendarFeedCreatedAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** A recorded subscription state: the billing fields (null removes an optional one), stamped with when the state was read. */
type BillingFields = Pick<
  User,
  | 'stripeCustomerId'
  | 'subscriptionId'
  | 'subscriptionStatus'
  | 'subscriptionStartDate'
  | 'subscriptionEndDate'
  | 'trialEndsAt'
  | 'cancelAtPeriodEnd'
>;
export type SubscriptionStateChanges = { [K in keyof BillingFields]?: BillingFields[K] | null } & {
  subscriptionStateAt: number;
};

export interface NewUserInput {
  id: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  timezone: string;
  smsTransactionalOptIn: boolean;
  smsMarketingOptIn: boolean;
  /** Whether the number was proven by a one-time code (always so for sign-up). */
  isPhoneVerified?: boolean;
  now: Date;
}

export const DEFAULT_QUIET_HOURS_START = '21:00';
export const DEFAULT_QUIET_HOURS_END = '08:00';

export function newUser(input: NewUserInput): User {
  const at = input.now.toISOString();
  return {
    id: input.id,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    timezone: input.timezone,
    role: 'user',
    isActive: true,
    isPhoneVerified: input.isPhoneVerified ?? true,
    subscriptionStatus: 'none',
    smsTransactionalOptIn: input.smsTransactionalOptIn,
    smsMarketingOptIn: input.smsMarketingOptIn,
    smsOptedOut: false,
    quietHoursStart: DEFAULT_QUIET_HOURS_START,
    quietHoursEnd: DEFAULT_QUIET_HOURS_END,
    nagStyle: DEFAULT_NAG_STYLE,
    weeklySummaryOptIn: false,
    sessionVersion: 0,
    createdAt: at,
    updatedAt: at,
  };
}
