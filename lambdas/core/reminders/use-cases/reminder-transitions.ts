import type { BudgetStage } from '../../texting/domain/texting-budget';
import type { Reminder, ReminderRecipient } from '../domain/reminder';
import {
  afterNagSent,
  closedOccurrence,
  deferredNag,
  longerSnoozeRunning,
  pausedForGonePerson,
  replannedReminder,
  resumedReminder,
  snoozedReminder,
  withheldNag,
  type NagOwner,
} from '../domain/reminder-plan';
import { changeReminder, saveReminderPlan, type PlanDeps } from './save-reminder-plan';
import { onClock, type ClockOwner } from '../domain/reminder-clock';

/** The reminder's owner: as each transition reads it on the reminder's clock (domain/reminder-clock.ts). */
type Owner = NagOwner & ClockOwner;
import { openOffer, withDropAsked, withOfferMade } from '../domain/renegotiation';
import { doneBy } from '../domain/shared-chore';

/*
 * The reminder's transitions as other capabilities ask for them (a reply, a nag sent): each reads the stored
 * reminder, applies one rule of domain/reminder-plan.ts and saves it with its one schedule, retried on a
 * concurrent change. Other capabilities change a reminder only through these (and the tasks API's use cases).
 */

/** DONE or SKIP of the current occurrence: the reminder as it was and as it is now; null when already done or gone. */
export async function closeOccurrence(
  deps: PlanDeps,
  owner: Owner,
  userId: string,
  reminderId: string,
  outcome: 'done' | 'skipped',
  now: Date,
  byReply?: string,
): Promise<{ was: Reminder; now: Reminder } | null> {
  let was: Reminder | null = null;
  const updated = await changeReminder(deps, userId, reminderId, (current) => {
    was = current.status === 'done' ? null : current;
    return was ? onClock(current, owner, now, (o) => closedOccurrence(current, o, now, outcome, byReply)) : null;
  });
  return updated && was ? { was, now: updated } : null;
}

/**
 * DONE or SKIP of a household chore's occurrence `occurrenceDate` by one member: closed only while it is still that
 * occurrence (of two members' DONEs at once one closes it, the other finds it moved on), a done one noting who did it.
 * 'already' when it was closed first (the chore as it is now says by whom); null when the reminder is gone.
 */
export async function closeChoreOccurrence(
  deps: PlanDeps,
  owner: Owner,
  userId: string,
  reminderId: string,
  by: { memberId: string; occurrenceDate: string },
  outcome: 'done' | 'skipped',
  now: Date,
  byReply?: string,
): Promise<{ kind: 'closed'; was: Reminder; now: Reminder } | { kind: 'already'; now: Reminder } | null> {
  let was: Reminder | null = null;
  let seen: Reminder | null = null;
  const updated = await changeReminder(deps, userId, reminderId, (current) => {
    seen = current;
    was = current.status !== 'done' && current.occurrenceDate === by.occurrenceDate && current.shared ? current : null;
    if (!was) return null;
    const closed = onClock(current, owner, now, (o) => closedOccurrence(current, o, now, outcome, byReply));
    return outcome === 'done' ? { ...closed, shared: doneBy(closed.shared!, by.memberId, by.occurrenceDate) } : closed;
  });
  if (updated && was) return { kind: 'closed', was, now: updated };
  return seen ? { kind: 'already', now: seen } : null;
}

/**
 * SNOOZE until `until`: the snoozed reminder; a bare one (SNOOZE, "later") never shortens a snooze already running,
 * whose end it answers instead; null when the reminder is done or gone.
 */
export async function snoozeReminder(
  deps: PlanDeps,
  owner: Owner,
  userId: string,
  reminderId: string,
  until: Date,
  now: Date,
  bare: boolean,
): Promise<{ kind: 'snoozed'; reminder: Reminder } | { kind: 'running'; until: Date } | null> {
  let running: Date | null = null;
  const updated = await changeReminder(deps, userId, reminderId, (current) => {
    if (current.status === 'done') return null;
    running = longerSnoozeRunning(current, until, bare);
    return running ? null : onClock(current, owner, now, (o) => snoozedReminder(current, o, until, now));
  });
  if (running) return { kind: 'running', until: running };
  return updated ? { kind: 'snoozed', reminder: updated } : null;
}

/** A reminder for someone whose link ended: paused, its schedule gone; null when it is gone (at rest: unchanged). */
export const pauseForGonePerson = (deps: PlanDeps, userId: string, reminderId: string, now: Date) =>
  changeReminder(deps, userId, reminderId, (current) => pausedForGonePerson(current, now));

/**
 * The person a reminder is for moved their clock (ZONE or QUIET by their own text): it keeps its wall time, read in
 * their new zone, and its nags keep their new quiet hours. Null when it is not theirs (or gone).
 */
export const reclockForPerson = (
  deps: PlanDeps,
  owner: Owner & { id: string },
  reminderId: string,
  clock: Pick<ReminderRecipient, 'personId' | 'timezone' | 'quietHoursStart' | 'quietHoursEnd'>,
  now: Date,
): Promise<Reminder | null> =>
  changeReminder(deps, owner.id, reminderId, (current) => {
    if (current.forPerson?.personId !== clock.personId) return null;
    const moved: Reminder = { ...current, forPerson: { ...current.forPerson, ...clock } };
    return onClock(moved, owner, now, (o) => replannedReminder(moved, o, now));
  });

/** RESUME: a paused reminder brought back; null when it is not paused (or gone). */
export const resumeReminder = (
  deps: PlanDeps,
  owner: Owner,
  userId: string,
  reminderId: string,
  now: Date,
): Promise<Reminder | null> =>
  changeReminder(deps, userId, reminderId, (current) =>
    current.status === 'paused' ? onClock(current, owner, now, (o) => resumedReminder(current, o, now)) : null,
  );

/**
 * After the nag `reminder` planned went out (or was given up on): the plan moves on from that plan only, thinned
 * as the texting budget's stage says; `offered`: that nag carried the offer to renegotiate, which the plan now
 * remembers. `saved` is false when someone changed the reminder first.
 */
export async function advanceAfterNag(
  deps: PlanDeps,
  reminder: Reminder,
  owner: Owner,
  sentAt: Date,
  stage: BudgetStage,
  offered = false,
): Promise<{ saved: boolean; next: Reminder }> {
  const planned = onClock(reminder, owner, sentAt, (o) => afterNagSent(reminder, o, sentAt, stage));
  const next = offered ? withOfferMade(planned, reminder.occurrenceAt, sentAt) : planned;
  return { saved: await saveReminderPlan(deps, reminder, next), next };
}

/**
 * A repeat nag the texting budget withholds: no more texts for this occurrence (a one-time reminder is carried
 * over). `saved` is false when the plan moved first.
 */
export async function withholdNag(
  deps: PlanDeps,
  reminder: Reminder,
  owner: Owner,
  now: Date,
): Promise<{ saved: boolean; next: Reminder }> {
  const next = onClock(reminder, owner, now, (o) => withheldNag(reminder, o, now));
  return { saved: await saveReminderPlan(deps, reminder, next), next };
}

/** The nag `reminder` plans, moved later (a PAUSE, or a send budget booked up); nothing when it is no longer planned. */
export async function deferNag(deps: PlanDeps, reminder: Reminder, until: Date): Promise<void> {
  const nagId = reminder.nextNag?.id;
  if (nagId) await changeReminder(deps, reminder.userId, reminder.id, (current) => deferredNag(current, nagId, until));
}

/**
 * The first DROP in answer to the open offer made at `offerAt`: the offer remembers it (by which text), so the next
 * DROP deletes. Null when that offer is no longer open (answered, closed by an edit or DONE, or the reminder gone).
 */
export const askToDrop = (
  deps: PlanDeps,
  userId: string,
  reminderId: string,
  offerAt: string,
  by: string,
  now: Date,
): Promise<Reminder | null> =>
  changeReminder(deps, userId, reminderId, (current) =>
    openOffer(current, now)?.at === offerAt ? withDropAsked(current, by, now) : null,
  );
