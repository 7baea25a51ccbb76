/**
 * Counters behind the admin stats, kept as events happen (never a scan). Every delta goes to the month of
 * `at` and to the all-time totals; `users`, `activeSubscriptions` and `joinedPeople` (the live links of people to
 * users' reminders: +1 by a JOIN, -1 as the link ends or goes with its owner's account) are levels (+1 / -1), the
 * others counts.
 */
export type StatCounter =
  | 'users'
  | 'activeSubscriptions'
  | 'joinedPeople'
  | 'newUsers'
  | 'newSubscriptions'
  | 'messagesSent'
  | 'callsPlaced'
  | 'revenueCents';

export interface MonthCounters {
  /** 'YYYY-MM' (UTC). */
  month: string;
  counters: Partial<Record<StatCounter, number>>;
}

export interface StatsCounters {
  /**
   * Adds the deltas once per `eventId` (a replayed event adds nothing): the idempotency record and the
   * counter updates are one transaction. Resolves false for a replay.
   */
  record(eventId: string, at: Date, deltas: Partial<Record<StatCounter, number>>): Promise<boolean>;
  totals(): Promise<Partial<Record<StatCounter, number>>>;
  /** The given months, in the given order; a month without events has empty counters. */
  months(months: string[]): Promise<MonthCounters[]>;
}
