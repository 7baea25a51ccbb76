import { IGNORED_BEFORE_OFFER, OFFER_SPACING_DAYS } from '#shared/vocabulary';
import { formatRrule, parseRrule, WEEKDAYS, weekdayIndexOf, type Weekday } from '#shared/recurrence/rrule';
import { parseWallTime } from '../../kernel/wall-time';
import type { Reminder, RenegotiationOffer } from './reminder';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether the nag about to go (`attempt` of the reminder's current occurrence, at `now`) carries the offer to
 * renegotiate: a repeating reminder whose last IGNORED_BEFORE_OFFER occurrences in a row ended unanswered (one
 * before it would pause), on this occurrence's first nag, and no offer in the last OFFER_SPACING_DAYS days.
 * Pure: send-nag decides once and passes the answer both to the words and to the plan it saves.
 */
export function offersRenegotiation(
  reminder: Pick<Reminder, 'repeat' | 'ignoredRun' | 'status' | 'offer' | 'occurrenceAt'>,
  attempt: number,
  now: Date,
): boolean {
  if (reminder.repeat === 'once' || attempt !== 1 || reminder.status !== 'pending') return false;
  if ((reminder.ignoredRun ?? 0) !== IGNORED_BEFORE_OFFER) return false;
  const last = reminder.offer;
  if (!last) return true;
  if (last.occurrenceAt === reminder.occurrenceAt) return false;
  return now.getTime() - Date.parse(last.at) >= OFFER_SPACING_DAYS * DAY_MS;
}

/** The plan saved after the nag that carried the offer: it remembers the offer (no read of its own in the nag path). */
export const withOfferMade = (after: Reminder, occurrenceAt: string, at: Date): Reminder => ({
  ...after,
  offer: { occurrenceAt, at: at.toISOString() },
});

/** The reminder's offer while it may still be answered (made within OFFER_SPACING_DAYS, not closed); else null. */
export function openOffer(reminder: Pick<Reminder, 'offer'>, now: Date): RenegotiationOffer | null {
  const offer = reminder.offer;
  if (!offer || offer.closed) return null;
  return now.getTime() - Date.parse(offer.at) < OFFER_SPACING_DAYS * DAY_MS ? offer : null;
}

/**
 * The offer still within its days, open or closed (an answer to one closed by an edit is told so); null when
 * there was none or it is too old to be answered.
 */
export function recentOffer(reminder: Pick<Reminder, 'offer'>, now: Date): RenegotiationOffer | null {
  const offer = reminder.offer;
  if (!offer) return null;
  return now.getTime() - Date.parse(offer.at) < OFFER_SPACING_DAYS * DAY_MS ? offer : null;
}

/**
 * The offer closed, when it is open: 'done' (its occurrence done or skipped), 'edited' (the reminder changed on
 * the web or by a reference edit: that change wins over a later answer), 'answered' (MOVE or EASIER acted:
 * `by` is the inbound text, so a retry of it answers again rather than acting twice).
 */
export function withOfferClosed<T extends Pick<Reminder, 'offer'>>(
  reminder: T,
  closed: NonNullable<RenegotiationOffer['closed']>,
  by?: string,
): T {
  if (!reminder.offer || reminder.offer.closed) return reminder;
  return { ...reminder, offer: { ...reminder.offer, closed, ...(by ? { closedBy: by } : {}) } };
}

/** The first DROP: the offer remembers it was asked (by which text), so the next DROP deletes. */
export const withDropAsked = (reminder: Reminder, by: string, now: Date): Reminder =>
  reminder.offer
    ? {
        ...reminder,
        offer: { ...reminder.offer, dropAskedBy: by },
        updatedAt: now.toISOString(),
        version: reminder.version + 1,
      }
    : reminder;

/** The time the offer suggests for MOVE: the evening for a reminder set before 5 PM, else the morning. */
export const suggestedMoveTime = (wallTime: string): string => (parseWallTime(wallTime) < 17 * 60 ? '7pm' : '8am');

/** What MOVE with a day does to a reminder: moves its weekly day, takes a time only, or asks which of its days. */
export type DayMove =
  { kind: 'moved'; recurrence?: string } | { kind: 'time_only' } | { kind: 'which_day'; days: Weekday[] };

/**
 * MOVE with a day ("MOVE Tue 7pm", `date` the named day, 'YYYY-MM-DD' in the owner's zone): a weekly reminder moves to
 * that weekday. The spec's weekly repeat takes its day from its start, so the new start moves it (`moved`, the rule as
 * it was); a custom weekly rule on one day (BYDAY=MO) gets that day in its place, the rest of the rule kept (INTERVAL,
 * COUNT, UNTIL); one without BYDAY takes its day from its start too. A weekly rule on several days is not changed by a
 * text that names one: which of them should move, or should all become one, is for the person to say (`which_day`,
 * answered with its days and the web's place to change them; MOVE with a time alone still moves them all). Anything
 * that does not repeat weekly takes a time only.
 */
export function moveToDay(reminder: Pick<Reminder, 'repeat' | 'recurrence'>, date: string): DayMove {
  if (reminder.repeat === 'weekly') return { kind: 'moved' };
  if (reminder.repeat !== 'custom' || !reminder.recurrence) return { kind: 'time_only' };
  const parsed = parseRrule(reminder.recurrence);
  if (!parsed.ok || parsed.rule.freq !== 'WEEKLY') return { kind: 'time_only' };
  const days = parsed.rule.byDay ?? [];
  if (days.length > 1) return { kind: 'which_day', days: days.map((d) => d.weekday) };
  if (days.length === 0) return { kind: 'moved' };
  const weekday = WEEKDAYS[weekdayIndexOf(date)]!;
  return { kind: 'moved', recurrence: formatRrule({ ...parsed.rule, byDay: [{ weekday }] }) };
}
