import type { ChoreMode, ChoreTurn, ReminderClock, ReminderStatus, RepeatKind } from '#shared/vocabulary';
import type { NagStyle } from '#shared/vocabulary';

/** The nag planned next for a reminder: its deterministic id (reminder, occurrence, attempt) and instant. */
export interface PlannedNag {
  id: string;
  /** 1 is the first nag of the occurrence; 0 its heads-up (domain/heads-up.ts); -k a deadline window's text k days before (domain/deadline-window.ts). */
  attempt: number;
  /** UTC ISO-8601. */
  at: string;
}

/**
 * Whom a reminder addressed to someone else texts (a person who joined the owner's reminders): what its texts and
 * plan need of them, copied from their link when it was added.
 */
export interface ReminderRecipient {
  personId: string;
  /** The owner's name for them. */
  firstName: string;
  /** E.164: where its nags go. */
  phoneNumber: string;
  /** Their zone (its wall time and their quiet hours are read there, whatever the owner's clock) and quiet hours. */
  timezone: string;
  quietHoursStart: string;
  quietHoursEnd: string;
  /** Their own number for it, one numbering across every owner's reminders for them ("DONE 3" from their phone). */
  ref: string;
}

/** One member of a shared chore: the owner (CHORE_OWNER_ID) or one of their household. */
export interface ChoreMember {
  id: string;
  firstName: string;
  /** A person: where their texts go, their clock and their number for it; absent for the owner (the reminder's ref). */
  recipient?: ReminderRecipient;
}

/**
 * A household's shared chore, as the reminder keeps it. `rotate`: the current occurrence is `members[turnIndex]`'s,
 * whose texts it sends as if it were theirs alone (`forPerson`, or the owner's own); `anyone`: every member gets each
 * nag and the first DONE closes the occurrence for all.
 */
export interface SharedChore {
  mode: ChoreMode;
  turn?: ChoreTurn;
  members: ChoreMember[];
  turnIndex: number;
  /** The latest occurrence closed as done, and by whom (a member's id). */
  lastDone?: { memberId: string; occurrenceDate: string };
}

/**
 * A reminder (a "task" in the API), as stored. Wall-clock fields are in the owner's zone; instants are UTC.
 * A recurring reminder is one item that moves from occurrence to occurrence; it is never done as a whole.
 */
export interface Reminder {
  id: string;
  userId: string;
  /** Short per-user reference ("3") carried by every nag: "DONE 3" targets this reminder. */
  ref: string;
  task: string;
  repeat: RepeatKind;
  /** A custom repeat's canonical RFC 5545 rule (absent for the spec's four repeats). */
  recurrence?: string;
  /** Set when the next occurrence counts from the day the last one was done, not from the schedule. */
  repeatFrom?: 'completion';
  /** This reminder's nag style, when it is not the account's. */
  nagStyle?: NagStyle;
  /** A fixed gap between nags (minutes), within the style's daily cap. */
  nagEveryMinutes?: number;
  /** "Call me if I ignore N texts": the nag attempt from which a call goes with the text (one per occurrence). */
  callAfterNags?: number;
  /** "Tell my buddy if I ignore it": when an occurrence's day ends unanswered, the buddy gets one text. */
  tellBuddy?: boolean;
  /** "Tell me if it's ignored" (a reminder for someone else): when an occurrence's day ends unanswered, the owner gets one text. */
  tellMeIfIgnored?: boolean;
  /** "Heads-up before": one text this many hours before each occurrence (1..72; 24, 48, 72 are whole days). */
  headsUpHours?: number;
  /** For someone else: the person its texts go to (absent: the owner's own reminder). */
  forPerson?: ReminderRecipient;
  /** A household's shared chore (domain/shared-chore.ts); a rotating one's `forPerson` is the member up now. */
  shared?: SharedChore;
  /** Which clock `wallTime` is read on (domain/reminder-clock.ts); absent: home. */
  clock?: ReminderClock;
  /** A `fixed` clock's own zone (absent otherwise). */
  clockZone?: string;
  /** A deadline window: one gentle text a day from this many days before each occurrence (its deadline), 1..31. */
  windowDays?: number;
  /** The date the user chose: monthly reminders keep its day of the month (the 31st falls back, then returns). */
  anchorDate: string;
  /** 'HH:MM': every occurrence's wall time. */
  wallTime: string;
  status: ReminderStatus;
  /** The current occurrence: its local date, and its instant in the owner's zone (recomputed when the zone changes). */
  occurrenceDate: string;
  occurrenceAt: string;
  /** Nags sent for the current occurrence. */
  nagCount: number;
  /** SNOOZEs asked for on the current occurrence. */
  snoozeCount?: number;
  /** Occurrences done in a row up to the latest that ended (a skip or a missed one resets it). */
  streak?: number;
  /** The latest ended occurrences, oldest first: 'YYYY-MM-DD' and d (done), s (skipped) or m (missed). */
  recentOutcomes?: string[];
  /** A one-time reminder: days its ladder ended unanswered and it started again (CARRY_OVER_DAYS makes it missed). */
  carriedDays?: number;
  /** A repeating reminder: occurrences in a row whose ladder ended unanswered (IGNORED_BEFORE_PAUSE pauses it). */
  ignoredRun?: number;
  lastNagAt?: string;
  /** Absent when nothing more will be sent for this reminder. */
  nextNag?: PlannedNag;
  snoozedUntil?: string;
  lastCompletedAt?: string;
  /**
   * The most recent occurrence dates that were closed (done or skipped), oldest first, at most CLOSED_DATES_KEPT:
   * the calendar feed leaves them out without a second query.
   */
  closedDates?: string[];
  /** The occurrence a reply last closed, and which inbound text did it: a retry of that text finishes its work. */
  closedByReply?: ClosedByReply;
  /**
   * The latest offer to renegotiate (MOVE, EASIER or DROP) after ignored occurrences (domain/renegotiation.ts):
   * kept once closed, so the next is at least OFFER_SPACING_DAYS later.
   */
  offer?: RenegotiationOffer;
  createdAt: string;
  updatedAt: string;
  /** Optimistic-concurrency counter: every save must name the version it read. */
  version: number;
}

export const CLOSED_DATES_KEPT = 120;
/** Enough ended occurrences for a 30-day completion rate of a daily reminder, and the card's streak to show. */
export const RECENT_OUTCOMES_KEPT = 62;

export type OutcomeMark = 'd' | 's' | 'm';

/** The streak and recent outcomes once an occurrence ended (done extends the streak; skipped or missed ends it). */
export function withOutcome(
  reminder: Pick<Reminder, 'streak' | 'recentOutcomes'>,
  date: string,
  mark: OutcomeMark,
): Pick<Reminder, 'streak' | 'recentOutcomes'> {
  const kept = (reminder.recentOutcomes ?? []).filter((entry) => entry.slice(0, 10) !== date);
  return {
    streak: mark === 'd' ? (reminder.streak ?? 0) + 1 : 0,
    recentOutcomes: [...kept, `${date}${mark}`].slice(-RECENT_OUTCOMES_KEPT),
  };
}

/** The outcome of `date` taken back (a reopened one-time reminder): a done one no longer counts in the streak. */
export function withoutOutcome(
  reminder: Pick<Reminder, 'streak' | 'recentOutcomes'>,
  date: string,
): Pick<Reminder, 'streak' | 'recentOutcomes'> {
  const removed = (reminder.recentOutcomes ?? []).find((entry) => entry.slice(0, 10) === date);
  return {
    streak: removed?.endsWith('d') ? Math.max(0, (reminder.streak ?? 0) - 1) : (reminder.streak ?? 0),
    recentOutcomes: (reminder.recentOutcomes ?? []).filter((entry) => entry !== removed),
  };
}

/** The closed dates with this one added (once), the oldest dropped beyond CLOSED_DATES_KEPT. */
export function withClosedDate(closedDates: readonly string[] | undefined, date: string): string[] {
  const kept = (closedDates ?? []).filter((d) => d !== date);
  return [...kept, date].slice(-CLOSED_DATES_KEPT);
}

/**
 * A nag's id: stable for (reminder, occurrence instant, attempt), so a redelivered schedule claims the same
 * nag, and an occurrence moved by an edit or a zone change gets new ids. Short: it names the schedule too.
 */
export const nagIdOf = (reminderId: string, occurrenceAt: string, attempt: number) =>
  `${reminderId}.${Math.floor(Date.parse(occurrenceAt) / 60_000).toString(36)}.${attempt}`;

/**
 * The schedule of one planned nag (EventBridge names: 1-64 of [0-9a-zA-Z-_.]). A reminder has at most one
 * live: its next nag's. Each nag gets its own name so a fired schedule deleting itself never takes a newer one.
 */
export const scheduleNameOf = (nagId: string) => `nag-${nagId}`;

/** What a reminder's schedule carries to send-nag. */
export interface NagSchedulePayload {
  userId: string;
  reminderId: string;
  nagId: string;
}

export interface ClosedByReply {
  messageId: string;
  occurrenceDate: string;
  occurrenceAt: string;
  outcome: 'done' | 'skipped';
  at: string;
}

/** An offer to renegotiate a reminder that keeps slipping, as the reminder keeps it. */
export interface RenegotiationOffer {
  /** The occurrence whose first text carried it. */
  occurrenceAt: string;
  /** When it went (UTC ISO-8601). */
  at: string;
  /**
   * Absent while it may be answered. 'done': its occurrence was done or skipped; 'edited': the reminder was changed
   * since (the web's edit, a reference edit by text), and that change wins over a later answer; 'answered': MOVE or
   * EASIER acted on it.
   */
  closed?: 'done' | 'edited' | 'answered';
  /** The inbound text that answered it (a retry of that text answers again and changes nothing more). */
  closedBy?: string;
  /** The inbound text of the first DROP: the next DROP deletes the reminder. */
  dropAskedBy?: string;
}
