import type { ReminderInput } from '@shared/contracts';
import type { Reminder } from './reminder';
import { instantOfWallClock } from './instant-of-wall-clock';

const UNSAVED_PREFIX = 'unsaved-';
let unsavedCount = 0;

/** A card shown before the server has answered: it has no id of its own yet, so nothing can act on it. */
export const isUnsaved = (reminder: Reminder) => reminder.id.startsWith(UNSAVED_PREFIX);

/** The zones a reminder's clock may read: home, and where the person is now (home too while not away). */
export interface ClockZones {
  home: string;
  here: string;
}

/** The zone a reminder's date and time are read in: its fixed zone, where the person is, or home. */
function zoneOfClock(clock: ReminderInput['clock'], clockZone: string | null | undefined, zones: ClockZones): string {
  if (clock === 'fixed' && clockZone) return clockZone;
  return clock === 'where_i_am' ? zones.here : zones.home;
}

/** What the input says about the clock (a field not sent is left as it was). */
const clockOf = ({ clock, clockZone }: ReminderInput) =>
  clock !== undefined ? { clock, clockZone: clock === 'fixed' ? (clockZone ?? null) : null } : {};

function scheduleOf(input: ReminderInput, zone: string) {
  const wall = { date: input.scheduledDate, time: input.scheduledTime };
  // Only an unknown zone has no answer; the placeholder then reads the wall time as UTC until the server answers.
  const at = instantOfWallClock(wall, zone) ?? new Date(`${wall.date}T${wall.time}:00Z`);
  return {
    task: input.task.trim(),
    localDate: wall.date,
    localTime: wall.time,
    scheduledTime: at.toISOString(),
    repeat: input.repeat ?? 'once',
    ...(input.recurrence ? { recurrence: input.recurrence } : {}),
    repeatFrom: input.repeatFrom ?? 'schedule',
    nagStyle: input.nagStyle ?? null,
    nagEveryMinutes: input.nagEveryMinutes ?? null,
    ...(input.headsUpHours !== undefined ? { headsUpHours: input.headsUpHours } : {}),
    ...(input.windowDays !== undefined ? { windowDays: input.windowDays } : {}),
  };
}

/** What the input says about calls and the buddy (a field not sent is left as it was). */
const escalationOf = ({ callAfterNags, tellBuddy }: ReminderInput) => ({
  ...(callAfterNags !== undefined ? { callAfterNags } : {}),
  ...(tellBuddy !== undefined ? { tellBuddy } : {}),
});

/** The new reminder as the list shows it while POST /tasks is on its way. */
export function unsavedReminder(input: ReminderInput, zone: string, now: Date, here = zone): Reminder {
  unsavedCount += 1;
  const readIn = zoneOfClock(input.clock, input.clockZone, { home: zone, here });
  return {
    id: `${UNSAVED_PREFIX}${unsavedCount}`,
    ref: '',
    ...scheduleOf(input, readIn),
    ...escalationOf(input),
    ...clockOf(input),
    timezone: readIn,
    status: 'pending',
    nagCount: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * The edited reminder while PUT /tasks/{id} is on its way: new text at once; a new date, time, repeat or clock
 * re-arms it (pending, nags from the start), as the server does, which then says when the next text goes.
 */
export function editedReminder(reminder: Reminder, input: ReminderInput, zones?: ClockZones): Reminder {
  // A clock not sent is the reminder's own, read where it is read now; a new one re-arms it in its zone.
  const known = zones ?? { home: reminder.timezone, here: reminder.timezone };
  const zone = input.clock === undefined ? reminder.timezone : zoneOfClock(input.clock, input.clockZone, known);
  const next = scheduleOf(input, zone);
  const sameSchedule =
    input.clock === undefined &&
    next.localDate === reminder.localDate &&
    next.localTime === reminder.localTime &&
    next.repeat === reminder.repeat &&
    // Only a custom repeat is sent with its rule (the server answers every repeat's rule).
    (next.repeat !== 'custom' || next.recurrence === reminder.recurrence) &&
    next.repeatFrom === (reminder.repeatFrom ?? 'schedule');
  if (sameSchedule)
    return {
      ...reminder,
      task: next.task,
      nagStyle: next.nagStyle,
      nagEveryMinutes: next.nagEveryMinutes,
      ...(next.headsUpHours !== undefined ? { headsUpHours: next.headsUpHours } : {}),
      ...(next.windowDays !== undefined ? { windowDays: next.windowDays } : {}),
      ...escalationOf(input),
    };
  const { snoozedUntil: _snoozedUntil, nextNagAt: _nextNagAt, ...rest } = reminder;
  return {
    ...rest,
    ...next,
    ...escalationOf(input),
    ...clockOf(input),
    timezone: zone,
    status: 'pending',
    nagCount: 0,
  };
}

/** Marked done while PUT /tasks/{id}/status is on its way: no more texts; a recurring one was last done now. */
export function completedReminder(reminder: Reminder, now: Date): Reminder {
  const { snoozedUntil: _snoozedUntil, nextNagAt: _nextNagAt, ...rest } = reminder;
  if (reminder.repeat === 'once') return { ...rest, status: 'done' };
  return { ...rest, status: 'pending', lastCompletedAt: now.toISOString() };
}
