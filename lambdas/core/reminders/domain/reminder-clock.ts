import type { ReminderClock } from '#shared/vocabulary';
import type { Reminder } from './reminder';
import { tripOn, zoneWhereTheyAre, type StoredTravel } from '../../users/domain/travel';

/** What reading a reminder's clock needs of its owner: the home zone and the trip, if any. */
export interface ClockOwner {
  timezone: string;
  travel?: StoredTravel;
}

/** How a reminder's time and its quiet hours are read now: the owner as planning sees them for this reminder. */
export interface ClockReading {
  /** The zone the wall time is read in. */
  timezone: string;
  /** The zone quiet hours are read in: where the person is. */
  quietZone: string;
  /** A home-time reminder while away: its first text waits for local quiet hours to end (others go at their time). */
  holdFirstText: boolean;
  /** A reminder for someone else keeps that person's quiet hours, not the owner's. */
  quietHoursStart?: string;
  quietHoursEnd?: string;
}

type ClockFields = Pick<Reminder, 'clock' | 'clockZone' | 'forPerson' | 'shared'>;

export const clockOf = (reminder: Pick<Reminder, 'clock'>): ReminderClock => reminder.clock ?? 'home';

/**
 * The zone a reminder's wall time is read in at `now`. For someone else: fixed, its own zone; else the person's
 * (the owner's home and trips are not theirs). The owner's own: home, the account's zone; where I am, the trip's zone while
 * one is on (for an occurrence before the trip's end: `occurrenceAt`, when known, read in the trip's zone), else
 * home; fixed, its own zone always.
 */
export function readingZone(reminder: ClockFields, owner: ClockOwner, now: Date, occurrenceAt?: string): string {
  const clock = clockOf(reminder);
  if (clock === 'fixed') return reminder.clockZone ?? owner.timezone;
  // A household's chore keeps the household's clock (the owner's home), whoever's turn it is.
  if (reminder.shared) return owner.timezone;
  if (reminder.forPerson) return reminder.forPerson.timezone;
  if (clock === 'home') return owner.timezone;
  const trip = tripOn(owner, now);
  if (!trip) return owner.timezone;
  const beforeEnd = !trip.endsAt || !occurrenceAt || Date.parse(occurrenceAt) < Date.parse(trip.endsAt);
  return beforeEnd ? trip.zone : owner.timezone;
}

/** The reading of a reminder's clock at `now` (see ClockReading). */
export function clockReading(reminder: ClockFields, owner: ClockOwner, now: Date, occurrenceAt?: string): ClockReading {
  const person = reminder.forPerson;
  if (reminder.shared)
    return {
      timezone: readingZone(reminder, owner, now, occurrenceAt),
      quietZone: owner.timezone,
      holdFirstText: false,
    };
  if (person)
    return {
      timezone: readingZone(reminder, owner, now, occurrenceAt),
      quietZone: person.timezone,
      holdFirstText: false,
      quietHoursStart: person.quietHoursStart,
      quietHoursEnd: person.quietHoursEnd,
    };
  const trip = tripOn(owner, now);
  return {
    timezone: readingZone(reminder, owner, now, occurrenceAt),
    quietZone: zoneWhereTheyAre(owner, now),
    holdFirstText: trip !== null && clockOf(reminder) === 'home',
  };
}

/**
 * A transition of the reminder planned on its clock: `owner` as the reminder reads it. A where-I-am reminder whose
 * planned occurrence falls at or after the trip's end is planned again on home time, so an occurrence is never read
 * in a zone the person has left by then.
 */
export function onClock<O extends ClockOwner>(
  reminder: ClockFields,
  owner: O,
  now: Date,
  transition: (owner: O & ClockReading) => Reminder,
): Reminder {
  const reading = clockReading(reminder, owner, now);
  const planned = transition({ ...owner, ...reading });
  const trip = reminder.forPerson || reminder.shared ? null : tripOn(owner, now);
  if (!trip?.endsAt || reading.timezone !== trip.zone || clockOf(reminder) !== 'where_i_am') return planned;
  if (Date.parse(planned.occurrenceAt) < Date.parse(trip.endsAt)) return planned;
  return transition({ ...owner, ...reading, timezone: owner.timezone });
}
