import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import type { CreatePersonInviteRequest } from '@shared/contracts/people';
import { PEOPLE_QUERY_KEY } from '@/api/people';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** POST /user/people/invite: a new invite code for someone; nothing is texted to them. */
export const createPersonInvite = (body: CreatePersonInviteRequest) => api(contracts.createPersonInvite, { body });

/** DELETE /user/people/{personId}: they get one goodbye text, and the owner's reminders for them pause. */
export const removePerson = (personId: string) => api(contracts.removePerson, { params: { personId } });

/** PUT /user/people/{personId}/household: a joined person put in the owner's household (shared chores), or taken out. */
export const setPersonHousehold = ({ personId, household }: { personId: string; household: boolean }) =>
  api(contracts.setPersonHousehold, { params: { personId }, body: { household } });

/**
 * Each change answers with the people and invites as they are now, which replace the cached ones (web/src/api/people.ts:
 * the reminder dialog reads them too).
 */
export function useCreatePersonInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersonInvite,
    onSuccess: (view) => queryClient.setQueryData(PEOPLE_QUERY_KEY, view),
  });
}

/** A refused removal, 404 (no longer theirs) or 409 (they left meanwhile), means the list is old: it is read again. */
export function useRemovePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePerson,
    onSuccess: (view) => queryClient.setQueryData(PEOPLE_QUERY_KEY, view),
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409))
        void queryClient.invalidateQueries({ queryKey: PEOPLE_QUERY_KEY });
    },
  });
}

/**
 * In or out of the household. A refusal because they are no longer the owner's (404) or left (409) means the list is
 * old: it is read again (a full household, also 409, reads the same).
 */
export function useSetPersonHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPersonHousehold,
    onSuccess: (view) => queryClient.setQueryData(PEOPLE_QUERY_KEY, view),
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409))
        void queryClient.invalidateQueries({ queryKey: PEOPLE_QUERY_KEY });
    },
  });
}
