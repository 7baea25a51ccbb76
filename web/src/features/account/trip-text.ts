import type { Travel } from '@shared/contracts';
import { zoneCity } from '@shared/timezones';

/** "Fri, Dec 4" from '2026-12-04' (with the year when it is not `now`'s): the last day of a trip. */
export function formatTripDay(date: string, now: Date): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(day.getUTCFullYear() !== now.getUTCFullYear() ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(day);
}

/** "You're in Tokyo until Fri, Dec 4" or "You're in Tokyo until you say you're back". */
export function tripLine(trip: Travel, now: Date): string {
  const until = trip.until ? formatTripDay(trip.until, now) : "you say you're back";
  return `You're in ${zoneCity(trip.zone)} until ${until}`;
}
