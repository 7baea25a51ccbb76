import type { Task } from '#shared/contracts/tasks';
import type { ChoreMember, Reminder, SharedChore } from './reminder';
import { memberById, memberRef, memberUp } from './shared-chore';
import { addDays, recurrenceTextOf } from './recurrence';
import { instantToWallTime } from '../../kernel/wall-time';
import { nextText, type NextTextOwner } from './next-text';
import { carriedOverFrom } from './reminder-plan';
import { clockOf, clockReading, type ClockOwner } from './reminder-clock';

const RATE_WINDOW_DAYS = 30;

/** Of the occurrences that ended in the 30 days before the current one, the share done; null when none ended. */
export function completionRate30d(reminder: Pick<Reminder, 'recentOutcomes' | 'occurrenceDate'>): number | null {
  const since = addDays(reminder.occurrenceDate, -RATE_WINDOW_DAYS);
  const inWindow = (reminder.recentOutcomes ?? []).filter((entry) => entry.slice(0, 10) >= since);
  if (!inWindow.length) return null;
  return Math.round((inWindow.filter((entry) => entry.endsWith('d')).length / inWindow.length) * 100) / 100;
}

/** A shared chore as the API shows it: members with their numbers for it, whose turn it is, who did the last one. */
function choreView(reminder: Reminder, chore: SharedChore): NonNullable<Task['shared']> {
  const named = (member: ChoreMember) => ({ id: member.id, firstName: member.firstName });
  const up = memberUp(chore);
  const doer = chore.lastDone ? memberById(chore, chore.lastDone.memberId) : undefined;
  return {
    mode: chore.mode,
    ...(chore.turn ? { turn: chore.turn } : {}),
    members: chore.members.map((member) => ({ ...named(member), ref: memberRef(reminder, member) })),
    ...(up ? { upNext: named(up) } : {}),
    ...(doer && chore.lastDone
      ? { lastDoneBy: { ...named(doer), occurrenceDate: chore.lastDone.occurrenceDate } }
      : {}),
  };
}

/**
 * A reminder as the API shows it: its current occurrence as an instant and as wall time in the owner's zone, and
 * when its next text really goes (and why, when a PAUSE or quiet hours moved it).
 */
export function toTask(reminder: Reminder, owner: NextTextOwner & ClockOwner): Task {
  // The zone its occurrence is read in, and where the person is when its next text goes (domain/reminder-clock.ts).
  const zone = clockReading(reminder, owner, new Date(reminder.occurrenceAt), reminder.occurrenceAt).timezone;
  const reading = clockReading(reminder, owner, new Date(reminder.nextNag?.at ?? reminder.occurrenceAt));
  // For someone else: their quiet hours, and never the owner's PAUSE (that is about the owner's own phone).
  const reader = reminder.forPerson ? { ...reading, smsPausedUntil: undefined } : { quietZone: reading.quietZone };
  const next = nextText(reminder, { ...owner, ...reader, timezone: zone });
  const local = instantToWallTime(new Date(reminder.occurrenceAt), zone);
  const carriedFrom = carriedOverFrom(reminder);
  return {
    id: reminder.id,
    ref: reminder.ref,
    task: reminder.task,
    scheduledTime: reminder.occurrenceAt,
    localDate: local.date,
    localTime: local.time,
    ...(carriedFrom ? { carriedOverFrom: carriedFrom } : {}),
    timezone: zone,
    clock: clockOf(reminder),
    clockZone: reminder.clock === 'fixed' ? (reminder.clockZone ?? null) : null,
    repeat: reminder.repeat,
    ...(reminder.repeat === 'once' ? {} : { recurrence: recurrenceTextOf(reminder) }),
    repeatFrom: reminder.repeatFrom ?? 'schedule',
    nagStyle: reminder.nagStyle ?? null,
    nagEveryMinutes: reminder.nagEveryMinutes ?? null,
    callAfterNags: reminder.callAfterNags ?? null,
    tellBuddy: reminder.tellBuddy ?? false,
    ...(reminder.forPerson && !reminder.shared ? { tellMeIfIgnored: reminder.tellMeIfIgnored ?? false } : {}),
    headsUpHours: reminder.headsUpHours ?? null,
    windowDays: reminder.windowDays ?? null,
    ...(reminder.shared ? { shared: choreView(reminder, reminder.shared) } : {}),
    ...(reminder.forPerson && !reminder.shared
      ? {
          forPerson: {
            id: reminder.forPerson.personId,
            firstName: reminder.forPerson.firstName,
            ref: reminder.forPerson.ref,
          },
        }
      : {}),
    status: reminder.status,
    ...(reminder.snoozedUntil ? { snoozedUntil: reminder.snoozedUntil } : {}),
    ...(next ? { nextNagAt: next.at } : {}),
    ...(next?.reason ? { nextNagReason: next.reason } : {}),
    nagCount: reminder.nagCount,
    ...(reminder.lastCompletedAt ? { lastCompletedAt: reminder.lastCompletedAt } : {}),
    streak: reminder.streak ?? 0,
    completionRate30d: completionRate30d(reminder),
    createdAt: reminder.createdAt,
    updatedAt: reminder.updatedAt,
  };
}
