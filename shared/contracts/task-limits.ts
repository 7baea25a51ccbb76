// The reminders' numeric rules, apart from the schemas of tasks.ts: the nag sender and the reply handler read
// them without carrying zod.

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
/** "Call me if I ignore N texts": N's bounds (absent or null: no calls for that reminder). */
export const CALL_AFTER_NAGS = { min: 2, max: 10 } as const;
/** What a user may get in a calendar month (UTC) unless configured otherwise: calls, and texts to their buddy. */
export const DEFAULT_MONTHLY_CALLS = 30;
export const DEFAULT_MONTHLY_BUDDY_TEXTS = 60;
/** A buddy who has not answered the consent text in this many days has said no. */
export const BUDDY_ANSWER_DAYS = 7;
