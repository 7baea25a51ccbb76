import type { Task } from '#shared/contracts/tasks';
import {
  clockFieldsOf,
  editedReminder,
  firstOccurrence,
  isSameSchedule,
  replannedReminder,
} from '../domain/reminder-plan';
import type { Reminder } from '../domain/reminder';
import { onClock } from '../domain/reminder-clock';
import { changeReminder } from './save-reminder-plan';
import { openOffer } from '../domain/renegotiation';
import { toTask } from '../domain/task-view';
import { fail } from '../../kernel/errors';
import { loadReminderOwner } from './load-reminder-owner';
import { assertSayableInCalendars } from '../domain/recurrence';
import { withEscalation } from '../domain/reminder-escalation';
import {
  assertHeadsUpFits,
  assertWithinHorizon,
  paceOf,
  REMINDER_NOT_FOUND,
  scheduleOf,
  type ReminderDeps,
  type ReminderRequest,
} from './reminder-request';
import { assertWindowFits, failTimePassed } from './deadline-window-request';
import { CHORE_CLOCK_MESSAGE } from '../domain/reminder-escalation';

export const FOR_PERSON_KEPT_MESSAGE =
  "Who a reminder is for can't change: delete it and add it again for someone else.";

/** Why an answer to an offer changed nothing: the offer closed before it (an edit, DONE, another answer). */
const OFFER_CLOSED_MESSAGE = 'The offer to change this reminder is no longer open.';

/**
 * PUT /tasks/{id}: a new date, time or repeat re-arms it; the text alone keeps the nags where they are. Any edit
 * closes an open offer to renegotiate (the change wins over a later answer). `answersOffer`: this edit is the
 * answer to the offer made at `offerAt` (MOVE, EASIER by text, inbound text `by`): refused with a conflict when
 * that offer closed meanwhile, so an edit made first on the web is never overwritten by the answer.
 */
export async function updateReminder(
  deps: ReminderDeps,
  userId: string,
  reminderId: string,
  input: ReminderRequest,
  answersOffer?: { offerAt: string; by: string },
): Promise<Task> {
  const owner = await loadReminderOwner(deps, userId);
  const now = deps.clock.now();
  const updated = await changeReminder(deps, userId, reminderId, (current) => {
    if (answersOffer && openOffer(current, now)?.at !== answersOffer.offerAt) fail('conflict', OFFER_CLOSED_MESSAGE);
    if (input.forPersonId !== undefined && input.forPersonId !== current.forPerson?.personId)
      fail('validation_failed', FOR_PERSON_KEPT_MESSAGE, {
        issues: [{ path: 'forPersonId', message: FOR_PERSON_KEPT_MESSAGE }],
      });
    if (input.shared !== undefined)
      fail('validation_failed', FOR_PERSON_KEPT_MESSAGE, {
        issues: [{ path: 'shared', message: FOR_PERSON_KEPT_MESSAGE }],
      });
    if (current.shared && input.clock === 'where_i_am')
      fail('validation_failed', CHORE_CLOCK_MESSAGE, { issues: [{ path: 'clock', message: CHORE_CLOCK_MESSAGE }] });
    const clock = {
      ...clockAsked(current, input),
      ...(current.forPerson ? { forPerson: current.forPerson } : {}),
      ...(current.shared ? { shared: current.shared } : {}),
    };
    const reclocked = { ...current, ...clock };
    if (reclocked.clock !== 'fixed') delete reclocked.clockZone;
    return onClock(clock, owner, now, (clocked) => {
      const zone = clocked.timezone;
      const schedule = scheduleOf(input, zone);
      // A new clock reads the current occurrence's wall time in its zone (the plan moves with it), in the same write.
      const clockChanged = clock.clock !== (current.clock ?? 'home') || clock.clockZone !== current.clockZone;
      const base = clockChanged
        ? { ...replannedReminder(reclocked, clocked, now), version: current.version }
        : reclocked;
      // A kept schedule (its stored date, however old) is never checked again or walked: only a new one is.
      const rescheduled = !isSameSchedule(base, schedule);
      if (rescheduled) {
        assertWithinHorizon(input, zone, now);
        assertSayableInCalendars(schedule, zone);
      }
      // The heads-up and window as they will be (asked for, else kept).
      const headsUpHours = input.headsUpHours === undefined ? current.headsUpHours : (input.headsUpHours ?? undefined);
      const windowDays = input.windowDays === undefined ? current.windowDays : (input.windowDays ?? undefined);
      const occurrence = rescheduled ? firstOccurrence(schedule, zone, now) : null;
      if (rescheduled && !occurrence) failTimePassed(windowDays);
      // The heads-up as it will be must fit the schedule as it will be; so must the window.
      assertHeadsUpFits(headsUpHours, schedule, zone);
      assertWindowFits(windowDays, headsUpHours, schedule, zone);
      return withEscalation(
        editedReminder(
          base,
          {
            task: input.task,
            schedule,
            occurrence,
            zone,
            pace: paceOf(input),
            headsUp: { ...(input.headsUpHours !== undefined ? { hours: input.headsUpHours } : {}), owner: clocked },
            ...(input.windowDays !== undefined ? { windowDays: input.windowDays } : {}),
            ...(answersOffer ? { answersOffer: { by: answersOffer.by } } : {}),
          },
          now,
        ),
        input,
        owner,
        now,
      );
    });
  });
  return toTask(updated ?? fail('not_found', REMINDER_NOT_FOUND), owner);
}

/**
 * The clock an edit leaves: the one asked for (leaving fixed drops its zone); absent, the reminder's own (a zone
 * alone moves a fixed one's zone).
 */
function clockAsked(current: Reminder, input: ReminderRequest): Pick<Reminder, 'clock' | 'clockZone'> {
  if (input.clock !== undefined) return clockFieldsOf({ clock: input.clock, clockZone: input.clockZone ?? undefined });
  if (current.clock === 'fixed' && input.clockZone) return { clock: 'fixed', clockZone: input.clockZone };
  return clockFieldsOf({ clock: current.clock ?? 'home', clockZone: current.clockZone });
}
