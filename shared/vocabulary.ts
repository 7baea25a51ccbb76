/**
 * NagText's own vocabulary: the words a reminder, an account and a buddy can be in, and the product's limits.
 * Pure and without zod: the contracts build their schemas from these lists, the core and the web read them as
 * they are. The wire keeps the spec's "task" (TaskStatus, TaskRepeat in the contracts); the code says reminder.
 */

/** How hard the nags push (intervals and cap per occurrence): the ladders are in shared/nag-ladders.ts. */
export const NAG_STYLES = ['gentle', 'standard', 'relentless'] as const;
export type NagStyle = (typeof NAG_STYLES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** A subscription's states as the billing provider names them, and none (never subscribed). */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A reminder's state: the spec's three, and two of ours: missed (a one-time reminder unanswered for
 * CARRY_OVER_DAYS days; reopen it with status pending) and paused (a repeating one whose last
 * IGNORED_BEFORE_PAUSE occurrences went unanswered; resume it with status pending, or RESUME <ref> by text).
 */
export const REMINDER_STATUSES = ['pending', 'done', 'snoozed', 'missed', 'paused'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** The spec's repeat values. */
export const REPEATS = ['once', 'daily', 'weekly', 'monthly'] as const;
export type Repeat = (typeof REPEATS)[number];
/** A reminder's repeat as stored and returned: the spec's four, or custom when its rule is none of them. */
export const REPEAT_KINDS = [...REPEATS, 'custom'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];
/** Where the next occurrence counts from: the schedule, or the day the last one was done. */
export const REPEAT_FROM = ['schedule', 'completion'] as const;
export type RepeatFrom = (typeof REPEAT_FROM)[number];

/** How an occurrence ended. */
export const OCCURRENCE_OUTCOMES = ['done', 'skipped', 'missed'] as const;
export type OccurrenceOutcome = (typeof OCCURRENCE_OUTCOMES)[number];

/**
 * The buddy as the owner sees them. joined: texted JOIN with the owner's invite code (the link is live); left:
 * replied LEAVE (this link ended); opted_out: replied STOP (nothing from NagText until START). From before invites:
 * agreed (replied YES to the old ask: still live); asked and expired (the old ask, never answered: it expired).
 */
export const BUDDY_STATUSES = ['joined', 'left', 'asked', 'agreed', 'expired', 'opted_out'] as const;
export type BuddyStatus = (typeof BUDDY_STATUSES)[number];

// ---- The product's limits: the nag sender and the reply handler read them without carrying zod ----

/** A fixed "every N minutes until done" ladder's bounds. */
export const NAG_EVERY_MINUTES = { min: 5, max: 240 } as const;
/** How far ahead a reminder may start, in years from the owner's today (the server checks it with its clock). */
export const REMINDER_HORIZON_YEARS = 5;
/**
 * How far back a reminder may start, in days before the owner's today: yesterday still works (a repeating one
 * started yesterday, a phone a zone behind), a date years back is refused, so no rule is walked from the past.
 */
export const REMINDER_START_PAST_DAYS = 1;
/** Reminders a user may have that are not done (one-time ones done, and deleted ones, do not count). */
export const MAX_ACTIVE_REMINDERS = 100;
/** A one-time reminder whose day ends unanswered starts again the next day, for at most this many days. */
export const CARRY_OVER_DAYS = 7;
/** A repeating reminder pauses after this many occurrences in a row end unanswered. */
export const IGNORED_BEFORE_PAUSE = 3;
/**
 * After this many occurrences in a row end unanswered (one fewer than pause), the next occurrence's first text
 * offers to renegotiate: MOVE it, make it EASIER, or DROP it.
 */
export const IGNORED_BEFORE_OFFER = IGNORED_BEFORE_PAUSE - 1;
/** At most one renegotiation offer per reminder in this many days; an offer stays open as long. */
export const OFFER_SPACING_DAYS = 7;
/** "Call me if I ignore N texts": N's bounds (absent or null: no calls for that reminder). */
export const CALL_AFTER_NAGS = { min: 2, max: 10 } as const;
/** "Heads-up before": one text this many hours before each occurrence (24, 48, 72: that many days before, same wall time). */
export const HEADS_UP_HOURS = { min: 1, max: 72 } as const;
/**
 * Which clock a reminder's time follows: `home`, the account's zone (medication by the body's clock; the default);
 * `where_i_am`, the wall clock wherever the person is (a trip moves it); `fixed`, one instant in a zone of its own
 * (a call at 15:00 New York, wherever the traveller is).
 */
export const REMINDER_CLOCKS = ['home', 'where_i_am', 'fixed'] as const;
export type ReminderClock = (typeof REMINDER_CLOCKS)[number];
/** A trip ("I'm in Tokyo until Friday") lasts at most this many days. */
export const MAX_TRIP_DAYS = 365;
/**
 * A deadline window: from this many days before each occurrence (its deadline) one gentle text a day at its time,
 * then the full ladder on the deadline day. Never as long as the repeat's gap.
 */
export const WINDOW_DAYS = { min: 1, max: 31 } as const;
/** What a user may get in a calendar month (UTC) unless configured otherwise: calls, and texts to their buddy. */
export const DEFAULT_MONTHLY_CALLS = 30;
/** How a placed call ended, from the provider's voice events: picked up, busy, rang out, or never connected. */
export const CALL_RESULTS = ['answered', 'busy', 'no_answer', 'failed'] as const;
export type CallResult = (typeof CALL_RESULTS)[number];
export const DEFAULT_MONTHLY_BUDDY_TEXTS = 60;
/** An invite code may be joined for this many days, and an owner may have this many open at once. */
export const INVITE_VALID_DAYS = 7;
export const MAX_OPEN_INVITES = 3;
/** People joined to get an owner's reminders, at most, per owner. */
export const MAX_JOINED_PEOPLE = 10;
/** Reminders a joined person may have open, from all the owners they joined together. */
export const MAX_REMINDERS_PER_PERSON = 50;
/** A household: the owner and at most this many people in all, who share chores. */
export const HOUSEHOLD_SIZE = 6;
/**
 * How a shared chore goes round its members: `rotate`, each occurrence (or week) to the next in turn; `anyone`, every
 * member is texted and the first DONE closes it for all.
 */
export const CHORE_MODES = ['rotate', 'anyone'] as const;
export type ChoreMode = (typeof CHORE_MODES)[number];
/** A rotating chore's turn passes at each occurrence, or with each week (Monday to Sunday, in the owner's zone). */
export const CHORE_TURNS = ['occurrence', 'week'] as const;
export type ChoreTurn = (typeof CHORE_TURNS)[number];
/** The owner among a chore's members (a person is named by their id). */
export const CHORE_OWNER_ID = 'me';

/**
 * What happened to an account that its owner should hear of and an admin may look back on (one item each, under the
 * user, with its time). The recovery flow writes the three `recovery_` events when it exists.
 */
export const SECURITY_EVENT_TYPES = [
  'phone_changed',
  'email_changed',
  'deletion_code_sent',
  'recovery_started',
  'recovery_cancelled',
  'recovery_completed',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/**
 * A recovery of an account whose number is lost (core/recovery/domain/recovery.ts): the emailed code, then the new
 * number's texted code, then the wait; it ends completed (the account moved), cancelled or expired.
 */
export const RECOVERY_STATES = [
  'email_code_sent',
  'email_confirmed',
  'new_number_code_sent',
  'waiting',
  'completed',
  'cancelled',
  'expired',
] as const;
export type RecoveryState = (typeof RECOVERY_STATES)[number];
