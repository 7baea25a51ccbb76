import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/contracts';
import { PROFILE_QUERY_KEY } from '@/api/profile';
import { appNow } from '@/lib/app-clock';
import { activeTrip } from '@/lib/trip';
import type { ClockZones } from './optimistic-reminder';

/** Home and where the person is now, from the cached profile (none before it has loaded). */
export function cachedClockZones(queryClient: QueryClient): ClockZones | undefined {
  const profile = queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY);
  if (!profile) return undefined;
  return { home: profile.timezone, here: activeTrip(profile, appNow())?.zone ?? profile.timezone };
}
