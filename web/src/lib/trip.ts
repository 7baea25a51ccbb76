import type { Profile, Travel } from '@shared/contracts';

/**
 * The trip the profile holds while it lasts: none at home, and none once its end has passed on the app's clock
 * (the server ends it then too; a page left open must not keep showing it).
 */
export function activeTrip(profile: Pick<Profile, 'travel'> | undefined, now: Date): Travel | undefined {
  const trip = profile?.travel;
  if (!trip) return undefined;
  if (trip.endsAt !== null && Date.parse(trip.endsAt) <= now.getTime()) return undefined;
  return trip;
}
