import type { NagTone } from '../../reminders/domain/nag-ladder';
import { fitTaskToOneSegment, normaliseTaskWhitespace, toGsmTask } from '../../texting/domain/fit-task';
import { dayAndTimeText, timeText } from '../../texting/domain/local-time-text';
import { addDays } from '../../reminders/domain/recurrence';
import { instantToWallTime } from '../../kernel/wall-time';

/** "Today 9:00 AM", "Tomorrow 9:00 AM", else "Wed Nov 25, 9:00 AM": the occurrence as seen from `now`, in the zone. */
function whenText(at: Date, now: Date, zone: string): string {
  const day = instantToWallTime(at, zone).date;
  const today = instantToWallTime(now, zone).date;
  if (day === today) return `Today ${timeText(at, zone)}`;
  // By local dates, not 24 hours on: a day is 23 to 25 hours long across a DST change.
  if (day === addDays(today, 1)) return `Tomorrow ${timeText(at, zone)}`;
  return dayAndTimeText(at, zone);
}

/**
 * What happens after the last nag of a day, so that text can say it: a one-time reminder tries again tomorrow
 * (carried), or is missed after its last day; a repeating one goes on to its next occurrence, or is paused after
 * too many ignored ones; or its series has ended (the last occurrence is missed).
 */
export type DayEnd =
  | { kind: 'carried'; at: Date; zone: string }
  | { kind: 'next'; at: Date; zone: string }
  | { kind: 'missed'; days: number }
  | { kind: 'paused'; ignored: number }
  | { kind: 'ended' };

/** The day's last nag says what really happens next. */
function lastNagOfDay(task: string, ref: string, end: DayEnd, owner?: string): string {
  switch (end.kind) {
    case 'carried':
      return `NagText, last nag today: ${task} (#${ref}). I'll try again tomorrow at ${timeText(end.at, end.zone)}. Reply DONE when it's done.`;
    case 'next':
      return `NagText, last nag: ${task} (#${ref}). I'll stop for today; the next one is ${dayAndTimeText(end.at, end.zone)}.`;
    case 'missed':
      return `NagText: ${task} (#${ref}) went unanswered for ${end.days} days, so I've marked it missed and will stop.${owner ? '' : ' Reopen it on your dashboard.'}`;
    case 'paused':
      // Someone else's reminder is the owner's to bring back.
      return owner
        ? `NagText: I've stopped texting about '${task}' (#${ref}) after ${end.ignored} ignored days. ${toGsmTask(owner)} can bring it back.`
        : `NagText: Paused '${task}' after ${end.ignored} ignored days. Reply RESUME ${ref} to bring it back.`;
    case 'ended':
      return `NagText, last nag: ${task} (#${ref}). That was its last time, so I've marked it missed: no more texts for it. Reply DONE if you did it.`;
  }
}

/**
 * The start of a text about a reminder someone added for the person reading it: "From Ada: ", the name in GSM-7 (a
 * name outside it would turn the whole text into UCS-2 and halve what fits); nothing for the owner's own.
 */
export const fromOwner = (ownerFirstName?: string): string => {
  const name = ownerFirstName ? normaliseTaskWhitespace(toGsmTask(normaliseTaskWhitespace(ownerFirstName))) : '';
  return name ? `From ${name}: ` : '';
};

interface NagInput {
  task: string;
  ref: string;
  tone: NagTone;
  attempt: number;
  cap: number;
  dayEnd?: DayEnd;
  /** The occurrence's first nag after two ignored ones offers a way out: MOVE (to this time), EASIER or DROP. */
  offer?: { move: string };
  /** For someone else: the owner's first name, said first ("From Ada: "). */
  from?: string;
}

export const nagTexts = {
  /**
   * The heads-up before an occurrence (one text, no ladder): when it is due and how to close it ahead.
   * One segment: a long task is shortened with "...".
   */
  headsUp: (input: { task: string; ref: string; at: Date; now: Date; zone: string; from?: string }) =>
    fitTaskToOneSegment(
      (task) =>
        `${fromOwner(input.from)}${whenText(input.at, input.now, input.zone)}: ${task} (#${input.ref}). Reply DONE if it's already handled.`,
      input.task,
    ),
  /**
   * One nag of the ladder: names the task, carries the reminder's reference, says how to reply, and gets firmer
   * with the tone (the last one says it stops for today). Always one segment: a long task is shortened with "...".
   */
  nag: (input: NagInput) => fitTaskToOneSegment((task) => fromOwner(input.from) + nagBody(task, input), input.task),
} as const;

function nagBody(task: string, input: NagInput): string {
  const { ref, attempt, cap, dayEnd, offer } = input;
  if (dayEnd) return lastNagOfDay(task, ref, dayEnd, input.from);
  if (offer)
    return `NagText: time for: ${task} (#${ref}). It has slipped twice. Reply MOVE ${offer.move}, EASIER, or DROP. Or DONE.`;
  switch (input.tone) {
    case 'friendly':
      return `NagText: time for: ${task} (#${ref}). Reply DONE when it's done, or SNOOZE for later.`;
    case 'nudge':
      return `NagText nudge ${attempt}/${cap}: ${task} (#${ref}) is still waiting. Reply DONE or SNOOZE.`;
    case 'firm':
      return `NagText ${attempt}/${cap}: still not done: ${task} (#${ref}). Time to do it. Reply DONE or SNOOZE.`;
    case 'urgent':
      return `NagText ${attempt}/${cap}: ${task} (#${ref}) is STILL not done! Do it now, then reply DONE. SNOOZE if you must.`;
    case 'final':
      return `NagText, last nag: ${task} (#${ref}). I'll stop for today. Reply DONE when it's done, or SNOOZE.`;
  }
}
