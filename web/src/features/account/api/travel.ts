import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Profile, SetTravelRequest } from '@shared/contracts';
import { endTravel } from '@shared/contracts/api/end-travel';
import { setTravel } from '@shared/contracts/api/set-travel';
import { storeProfile } from '@/api/profile';
import { api } from '@/lib/api-client';

/** PUT /user/travel: where the person is now, until the end of `until` there (none: until they are back). */
export const saveTravel = (body: SetTravelRequest) => api(setTravel, { body });

/** DELETE /user/travel: back on home time. */
export const endTrip = () => api(endTravel);

/**
 * The Reminders screen's list (features/reminders/api/list-reminders.ts): a trip moves the reminders that follow
 * where the person is, so the list is read again when next shown.
 */
const REMINDERS_KEY = ['reminders'] as const;

function afterTrip(queryClient: QueryClient, profile: Profile) {
  storeProfile(queryClient, profile);
  void queryClient.invalidateQueries({ queryKey: REMINDERS_KEY });
}

/** Both answer with the saved profile, which replaces the cached one. */
export function useSetTravel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTravel, onSuccess: (profile) => afterTrip(queryClient, profile) });
}

export function useEndTravel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endTrip, onSuccess: (profile) => afterTrip(queryClient, profile) });
}
