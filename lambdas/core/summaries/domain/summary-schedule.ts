import { latestWeeklyInstant, type WeeklyWallTime } from '../../kernel/weekly-time';

/** Sundays at 6 PM in the user's zone, as the Settings switch says. */
export const weeklySummaryTime = (zone: string): WeeklyWallTime => ({ weekday: 7, time: '18:00', zone });

/**
 * EventBridge may fire a summary up to this many minutes after 6 PM, so the users of one zone do not all fall due
 * in the same second (the send budget spreads them anyway; this keeps the queue short).
 */
export const WEEKLY_SUMMARY_SPREAD_MINUTES = 15;

/**
 * A week's summary goes out within this long of its Sunday 6 PM (quiet hours always end within it); a delivery
 * later than that (an outage, a retry days late) sends nothing: the text would no longer be about "this week".
 */
const SEND_WITHIN_MS = 24 * 3600_000;

/** Once per user per week: the claim outlives any redelivery of that week's schedule. */
export const WEEKLY_SUMMARY_CLAIM_SECONDS = 8 * 24 * 3600;

/** The one weekly schedule of a user who opted in (EventBridge names: 1-64 of [0-9a-zA-Z-_.]). */
export const weeklySummaryScheduleName = (userId: string) => `weekly-summary-${userId}`;

/**
 * A summary held by quiet hours goes when they end, by a one-time schedule named after that minute: never the
 * name of a schedule being delivered, which EventBridge deletes once it has fired.
 */
export const heldSummaryScheduleName = (userId: string, at: Date) =>
  `weekly-summary-${userId}.${Math.floor(at.getTime() / 60_000).toString(36)}`;

/** The send queue's message for a summary (a nag's has no `kind`). */
export const weeklySummaryPayload = (userId: string) => ({ kind: 'weeklySummary' as const, userId });
export type WeeklySummaryPayload = ReturnType<typeof weeklySummaryPayload>;

/** The claim that makes a week's summary go once, whatever the deliveries, retries and zone changes. */
export const weeklySummaryClaimKey = (userId: string, sunday: string) => `weekly-summary#${userId}#${sunday}`;

/** One summary's week: the seven days up to its Sunday 6 PM (from inclusive, to exclusive), and that Sunday's date. */
export interface SummaryWeek {
  sunday: string;
  from: Date;
  to: Date;
}

/** The week whose summary is due at `now` in the zone (the latest Sunday 6 PM at or before it), or null once too late. */
export function summaryWeekAt(now: Date, zone: string): SummaryWeek | null {
  const latest = latestWeeklyInstant(now, weeklySummaryTime(zone));
  if (now.getTime() - latest.at.getTime() >= SEND_WITHIN_MS) return null;
  const weekBefore = latestWeeklyInstant(new Date(latest.at.getTime() - 1), weeklySummaryTime(zone));
  return { sunday: latest.date, from: weekBefore.at, to: latest.at };
}
