import { NAG_LADDERS } from '@shared/nag-ladders';
import type { Reminder } from './reminder';
import { formatWallDate, formatWallDateTime, formatWallTime } from './format-wall-clock';
import { wallClockAt } from '@shared/wall-clock-at';
import { headsUpLabel } from './heads-up-label';
import { windowLabel } from './window-label';
import { sharedChoreLines } from './shared-chore-text';

export interface ReminderCardDetails {
  /** "Nov 24, 9:00 AM": the current occurrence, in the user's zone. */
  when: string;
  /** "Next text: 9:30 AM" (", after quiet hours" when they moved it), when the next nag is not the scheduled one. */
  nextText?: string;
  /** "Snoozed until 3:45 PM". */
  snoozedUntil?: string;
  /**
   * "Carried over from Nov 23: no reply yet": a one-time reminder whose day ended unanswered texts again on the
   * day `when` shows; this names the day it was set for ("First set for Nov 23" once it is missed).
   */
  carriedOver?: string;
  /**
   * "Last done Nov 23", for a recurring reminder (it is never completed as a whole); a shared chore says who: "Last
   * done by Dad on Nov 23".
   */
  lastDone?: string;
  /** "Shared: takes turns each week with You, Mom, Dad": a household's shared chore and its members. */
  shared?: string;
  /** "Up next: Mom": whose turn a shared chore's current occurrence is. */
  upNext?: string;
  /** "Relentless, every 10 min": the reminder's own nagging, when it has one (else the account's default applies). */
  nagging?: string;
  /** "Call after 3 texts · Buddy told if ignored": what comes after the texts, when chosen (the buddy only while one agreed). */
  escalation?: string;
  /** "Heads-up 1 day before": the one text before each occurrence, when set. */
  headsUp?: string;
  /** "Window: 6 days before": the gentle texts before each deadline, when set. */
  window?: string;
}

export interface CardContext {
  /** Whether a buddy has agreed and not opted out: only then is "Buddy told if ignored" true. */
  buddyListening: boolean;
}

/** Why the next text goes later than the ladder alone would send it. */
const NEXT_TEXT_REASONS: Record<NonNullable<Reminder['nextNagReason']>, string> = {
  quiet_hours: ', after quiet hours',
  texts_paused: ', when your pause ends',
};

/** An instant in the reminder's zone: the time alone on the reminder's own day, else date and time. */
function momentOf(reminder: Reminder, instant: string): string | undefined {
  const wall = wallClockAt(instant, reminder.timezone);
  if (!wall) return undefined;
  return wall.date === reminder.localDate ? formatWallTime(wall.time) : formatWallDateTime(wall);
}

/** What a reminder card says about when: every time in the user's zone, never the browser's. */
export function reminderCardDetails(
  reminder: Reminder,
  context: CardContext = { buddyListening: true },
): ReminderCardDetails {
  const details: ReminderCardDetails = {
    when: formatWallDateTime({ date: reminder.localDate, time: reminder.localTime }),
  };
  const nagging = [
    ...(reminder.nagStyle ? [NAG_LADDERS[reminder.nagStyle].label] : []),
    ...(reminder.nagEveryMinutes ? [`every ${reminder.nagEveryMinutes} min`] : []),
  ].join(', ');
  if (nagging) details.nagging = nagging.charAt(0).toUpperCase() + nagging.slice(1);
  const escalation = [
    ...(reminder.callAfterNags ? [`Call after ${reminder.callAfterNags} texts`] : []),
    ...(reminder.tellBuddy && context.buddyListening ? ['Buddy told if ignored'] : []),
    ...(reminder.forPerson && reminder.tellMeIfIgnored ? ['You’re told if ignored'] : []),
  ];
  if (escalation.length) details.escalation = escalation.join(' · ');
  if (reminder.windowDays) details.window = `Window: ${windowLabel(reminder.windowDays)} before`;
  if (reminder.headsUpHours) details.headsUp = `Heads-up ${headsUpLabel(reminder.headsUpHours)} before`;
  const snoozed =
    reminder.status === 'snoozed' && reminder.snoozedUntil ? momentOf(reminder, reminder.snoozedUntil) : undefined;
  if (snoozed) details.snoozedUntil = `Snoozed until ${snoozed}`;
  const nextIsTheSnoozeEnd = snoozed !== undefined && reminder.nextNagAt === reminder.snoozedUntil;
  if (
    reminder.status !== 'done' &&
    reminder.nextNagAt &&
    !nextIsTheSnoozeEnd &&
    Date.parse(reminder.nextNagAt) !== Date.parse(reminder.scheduledTime)
  ) {
    const next = momentOf(reminder, reminder.nextNagAt);
    if (next)
      details.nextText = `Next text: ${next}${reminder.nextNagReason ? NEXT_TEXT_REASONS[reminder.nextNagReason] : ''}`;
  }
  if (reminder.carriedOverFrom && reminder.status !== 'done') {
    const from = formatWallDate(reminder.carriedOverFrom);
    details.carriedOver =
      reminder.status === 'missed' ? `First set for ${from}` : `Carried over from ${from}: no reply yet`;
  }
  if (reminder.repeat !== 'once' && reminder.lastCompletedAt) {
    const done = wallClockAt(reminder.lastCompletedAt, reminder.timezone);
    if (done) details.lastDone = `Last done ${formatWallDate(done.date)}`;
  }
  if (reminder.shared) {
    const lines = sharedChoreLines(reminder.shared);
    details.shared = lines.shared;
    if (lines.upNext) details.upNext = lines.upNext;
    if (lines.lastDoneBy) details.lastDone = lines.lastDoneBy;
  }
  return details;
}
