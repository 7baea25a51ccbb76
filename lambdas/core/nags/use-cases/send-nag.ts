import { nagCap, nagTone } from '../../reminders/domain/nag-ladder';
import type { NagRecord } from '../../reminders/domain/nag-record';
import { effectiveNagStyle } from '../../reminders/domain/effectiveness';
import {
  afterNagSent,
  ignoredDayOf,
  isAtRest,
  plansHeadsUp,
  plansWindowText,
  type IgnoredDay,
} from '../../reminders/domain/reminder-plan';
import { windowTextFor } from '../domain/window-texts';
import { budgetStage } from '../../texting/domain/texting-budget';
import { sendBudgetNotice, type BudgetNoticeDeps } from '../../texting';
import type { NagSchedulePayload, Reminder } from '../../reminders/domain/reminder';
import { nagTexts, type DayEnd } from '../domain/nag-texts';
import { offersRenegotiation, suggestedMoveTime } from '../../reminders/domain/renegotiation';
import { CARRY_OVER_DAYS, IGNORED_BEFORE_PAUSE } from '#shared/vocabulary';
import { reminderTextingBlock } from '../../users/domain/texting-block';
import type { User } from '../../users/domain/user';
import { zoneWhereTheyAre } from '../../users/domain/travel';
import { onClock } from '../../reminders/domain/reminder-clock';
import type { NagsPorts } from '../nags-ports';
import { advanceAfterNag, deferNag, pauseForGonePerson, withholdNag } from '../../reminders';
import type { SendUserTextDeps } from '../../texting';
import { callAboutNag, tellBuddy, type CallAboutNagDeps, type TellBuddyDeps } from '../../escalation';
import { tellOwnerIgnored, type TellOwnerIgnoredDeps } from '../../reminders-for-people';
import { copiesOf, sendCopy, type CopySent } from './nag-copies';
import { ownerShares } from '../../reminders/domain/shared-chore';

export type SendNagDeps = SendUserTextDeps &
  BudgetNoticeDeps &
  CallAboutNagDeps &
  TellBuddyDeps &
  TellOwnerIgnoredDeps &
  Pick<NagsPorts, 'nagContext' | 'reminders' | 'nagRecords' | 'scheduler' | 'randomness' | 'metrics' | 'people'>;

export type SendNagOutcome =
  | 'sent'
  | 'failed'
  | 'duplicate'
  | 'stale'
  | 'deferred'
  | 'held'
  | 'withheld'
  | 'dropped'
  | 'throttled'
  | 'over_share'
  | 'no_reminder'
  | 'no_user'
  /** For someone whose link ended: the reminder is paused, nothing sent. */
  | 'person_gone';

/** A nag the provider or the send budget turned away tries again after this, plus up to as much again of jitter. */
const THROTTLED_RETRY_MS = 5_000;
/** A nag over its user's share of the budget waits about as long as it is already late (backing off), within these. */
const SHARE_RETRY_MIN_MS = 1_000;
const SHARE_RETRY_MAX_MS = 5 * 60_000;

/**
 * When a nag over its user's share tries again: about as late again as it already is, with jitter, so a backlog
 * of hundreds spreads out over the time its share needs instead of every nag of it retrying every second.
 */
export function shareRetryAt(plannedAt: Date, now: Date, random: number): Date {
  const late = Math.max(0, now.getTime() - plannedAt.getTime());
  const wait = Math.min(SHARE_RETRY_MAX_MS, Math.max(SHARE_RETRY_MIN_MS, late) * (0.5 + random));
  return new Date(now.getTime() + Math.max(SHARE_RETRY_MIN_MS, wait));
}

/**
 * The nag's text: its tone from the ladder of the reminder's style, else the account's (a nag resumed past the
 * cap after a snooze is the final one). `after` is the plan once it is sent: when the day's ladder ends with this
 * one, the text says what happens next (tomorrow again, the next occurrence, missed, paused, or no more), its time
 * named in `zone` (where the person reads it).
 */
export function nagText(
  reminder: Reminder,
  user: Pick<User, 'nagStyle' | 'firstName'>,
  zone: string,
  attempt: number,
  after?: Reminder,
  offered = false,
): string {
  const style = reminder.nagStyle ?? user.nagStyle;
  const dayEnd = after ? dayEndOf(reminder, after, zone) : undefined;
  return nagTexts.nag({
    task: reminder.task,
    ...refAndSender(reminder, user),
    tone: nagTone(style, attempt),
    attempt,
    cap: nagCap(style),
    ...(dayEnd ? { dayEnd } : {}),
    ...(offered && !dayEnd ? { offer: { move: suggestedMoveTime(reminder.wallTime) } } : {}),
  });
}

/** The number a text names the reminder by, and for someone else the owner's name ("From Ada: ... (#3)"). */
const refAndSender = (reminder: Reminder, owner: Pick<User, 'firstName'>): { ref: string; from?: string } =>
  reminder.forPerson ? { ref: reminder.forPerson.ref, from: owner.firstName } : { ref: reminder.ref };

/** The heads-up's text: the occurrence it announces, as seen from `now` ("Tomorrow 9:00 AM"). */
export const headsUpText = (reminder: Reminder, owner: Pick<User, 'firstName'>, zone: string, now: Date) =>
  nagTexts.headsUp({
    task: reminder.task,
    ...refAndSender(reminder, owner),
    at: new Date(reminder.occurrenceAt),
    now,
    zone,
  });

/** What the plan after a nag says about the day: null while its ladder goes on. */
export function dayEndOf(reminder: Reminder, after: Reminder, zone: string): DayEnd | null {
  // A one-time deadline (a window) is missed when its day ends: "That was its last time", not a count of days.
  if (after.status === 'missed')
    return reminder.repeat === 'once' && !reminder.windowDays
      ? { kind: 'missed', days: after.carriedDays ?? CARRY_OVER_DAYS }
      : { kind: 'ended' };
  if (after.status === 'paused') return { kind: 'paused', ignored: after.ignoredRun ?? IGNORED_BEFORE_PAUSE };
  if (!after.nextNag) return { kind: 'ended' };
  if (after.occurrenceAt === reminder.occurrenceAt) return null;
  return { kind: reminder.repeat === 'once' ? 'carried' : 'next', at: new Date(after.occurrenceAt), zone };
}

/** The history item of a day that ended unanswered: written once (a redelivery finds it there). */
async function recordIgnoredDay(
  deps: Pick<NagsPorts, 'reminders'>,
  reminder: Reminder,
  owner: Pick<User, 'nagStyle'>,
  day: IgnoredDay,
  at: Date,
  nags: number,
): Promise<void> {
  await deps.reminders.recordCompletion({
    userId: reminder.userId,
    reminderId: reminder.id,
    ...day,
    completedAt: at.toISOString(),
    nags,
    snoozes: reminder.snoozeCount ?? 0,
    nagStyle: effectiveNagStyle(reminder, owner),
  });
}

/**
 * A reminder's schedule fired. Exactly one text per nag however often the event arrives and however many
 * workers race: the nag id (reminder, occurrence, attempt) is claimed by a conditional write before the
 * send, and the reminder moves to its next nag only from the plan that named this one (a versioned write).
 * A schedule for a nag that is no longer planned (edited, snoozed, done, deleted since) is a no-op.
 */
export async function sendNag(deps: SendNagDeps, payload: NagSchedulePayload): Promise<SendNagOutcome> {
  const now = deps.clock.now();
  const { owner: user, reminder, usage } = await deps.nagContext.load(payload.userId, payload.reminderId, now);
  if (!user) return 'no_user';
  if (!reminder) return 'no_reminder';
  const planned = reminder.nextNag;
  if (!planned || planned.id !== payload.nagId || isAtRest(reminder)) return 'stale';
  const copies = await copiesOf(deps, user, reminder, planned.id, now);
  // No one left to text (a person's link ended; a chore's every person left and its owner is not a member): paused.
  // A chore its owner shares waits while only the owner's own texts are held.
  if (!copies.length && !(reminder.shared?.mode === 'anyone' && ownerShares(reminder.shared))) {
    await pauseForGonePerson(deps, user.id, reminder.id, now);
    return 'person_gone';
  }
  const forOthers = !!reminder.forPerson || reminder.shared?.mode === 'anyone';
  const block = reminderTextingBlock(user, forOthers, now);
  if (block === 'paused') {
    await deferNag(deps, reminder, new Date(user.smsPausedUntil!));
    return 'deferred';
  }
  // Held: nothing is sent and the plan stays; reconcileUserNags re-plans it when the block lifts.
  if (block || !copies.length) return 'held';

  // A deadline window's gentle text goes the way a heads-up does: once, no ladder, no call (domain/deadline-window.ts).
  const gentle = plansWindowText(reminder);
  const headsUp = plansHeadsUp(reminder) || gentle;
  // A heads-up (or gentle text) that fires at or after its occurrence (a late delivery) would say nothing the first nag does not:
  // it is dropped and the occurrence's first nag is next.
  if (headsUp && now.getTime() >= Date.parse(reminder.occurrenceAt)) {
    const dropped = await withholdNag(deps, reminder, user, now);
    return dropped.saved ? 'dropped' : 'stale';
  }

  // At the texting budget only each occurrence's first text goes: a repeat (or a heads-up) is withheld and the plan
  // moves on.
  if ((planned.attempt > 1 || headsUp) && budgetStage(usage, deps.textingBudget) === 'first_only') {
    const withheld = await withholdNag(deps, reminder, user, now);
    if (!withheld.saved) return 'stale';
    // A one-time reminder's day ends here and it is carried over: its history keeps the ignored day.
    const ignored = reminder.repeat === 'once' ? ignoredDayOf(reminder, withheld.next) : null;
    if (ignored) await recordIgnoredDay(deps, reminder, user, ignored, now, reminder.nagCount);
    return 'withheld';
  }

  // The plan this send would leave (as the budget stands with it counted): the day's last text says what follows.
  const after = headsUp
    ? null
    : onClock(reminder, user, now, (owner) =>
        afterNagSent(
          reminder,
          owner,
          now,
          budgetStage({ month: usage.month + 1, today: usage.today + 1 }, deps.textingBudget),
        ),
      );
  // Two occurrences in a row ignored: this one's first nag offers to renegotiate (never a day's last text, which
  // says what happens next), and the plan saved after it remembers the offer.
  const offered =
    after !== null && offersRenegotiation(reminder, planned.attempt, now) && !dayEndOf(reminder, after, user.timezone);
  // Times in the text are named where the person reads it.
  const here = zoneWhereTheyAre(user, now);
  // Each copy's words name the reminder as its reader knows it (their number, and "From Ada:" to someone else).
  const messageFor = (seen: Reminder) =>
    after
      ? nagText(seen, user, here, planned.attempt, after, offered)
      : gentle
        ? windowTextFor(
            seen.forPerson ? { ...seen, ref: seen.forPerson.ref } : seen,
            here,
            now,
            seen.forPerson ? user.firstName : undefined,
          )
        : headsUpText(seen, user, here, now);
  const sends: CopySent[] = [];
  for (const [index, copy] of copies.entries()) {
    const record: NagRecord = {
      id: copy.recordId,
      userId: user.id,
      reminderId: reminder.id,
      occurrenceDate: reminder.occurrenceDate,
      attempt: planned.attempt,
      message: messageFor(copy.seen),
      status: 'pending',
      scheduledTime: planned.at,
    };
    // The user's share of the second is taken by a nag's first copy; a chore's other copies go with it.
    const share =
      index === 0 ? { second: Math.floor(now.getTime() / 1000), limit: deps.sendPacer.perUserPerSecond } : undefined;
    const sent = await sendCopy(deps, copy.to, record, planned, share, user.timezone);
    if (sent === 'over_share') {
      // This user already has their share of this second: the nag waits its turn, the worker goes on to others.
      await deferNag(deps, reminder, shareRetryAt(new Date(planned.at), now, deps.randomness.fraction()));
      return 'over_share';
    }
    if (sent === 'throttled') {
      // The budget or the provider said "later": this copy's claim is given back and the same nag tries again then
      // (copies already sent are claimed, so they do not go twice).
      await deferNag(deps, reminder, new Date(now.getTime() + THROTTLED_RETRY_MS * (1 + deps.randomness.fraction())));
      return 'throttled';
    }
    sends.push(sent);
  }
  const sentCount = sends.filter((sent) => sent.outcome === 'sent').length;
  const outcome: SendNagOutcome = sentCount
    ? 'sent'
    : sends.some((sent) => sent.outcome === 'failed')
      ? 'failed'
      : 'duplicate';
  const sentAt = sends[0]?.sentAt ?? now;

  // Whoever sent it (this run or an earlier delivery that stopped short), the plan moves on once, thinned
  // as the texting budget says (this text counted).
  const used = { month: usage.month + sentCount, today: usage.today + sentCount };
  const stage = budgetStage(used, deps.textingBudget);
  const { saved, next } = await advanceAfterNag(deps, reminder, user, sentAt, stage, offered);
  // The day's ladder ended unanswered: its history says missed (a one-time reminder carried to tomorrow: and
  // the day it texts again). Also on a redelivery (an earlier try may have moved the plan and stopped short);
  // never when a reply moved it.
  const end = dayEndOf(reminder, next, user.timezone);
  const ignored = ignoredDayOf(reminder, next);
  if (ignored && (saved || outcome === 'duplicate'))
    await recordIgnoredDay(deps, reminder, user, ignored, sentAt, planned.attempt);
  // The ladder's call, when this run moved the plan on from a nag that went: with the nag after N ignored texts,
  // or with the day's last one (no later text would come). Claimed per occurrence, so never twice.
  if (
    saved &&
    (outcome === 'sent' || outcome === 'duplicate') &&
    reminder.callAfterNags &&
    !headsUp &&
    !reminder.forPerson
  ) {
    await callAboutNag(deps, {
      owner: user,
      reminder,
      nagId: planned.id,
      why: 'ladder',
      ignoredTexts: end ? planned.attempt : planned.attempt - 1,
      now: sentAt,
    });
  }
  // The day ended unanswered (carried over too): the buddy, or for someone else's reminder its owner, hears of it once
  // per occurrence, however often this runs.
  if (end && (saved || outcome === 'duplicate')) {
    if (reminder.forPerson) await tellOwnerIgnored(deps, user, reminder);
    else await tellBuddy(deps, user, reminder);
  }
  if (!saved && outcome === 'duplicate') return 'duplicate';
  if (outcome === 'sent') await sendBudgetNotice(deps, user, used, sentAt);
  return outcome;
}
