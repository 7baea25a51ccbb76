import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** DELETE /admin/users/{userId}: the user and everything theirs, for good. */
export const deleteUser = (userId: string) => api(contracts.adminDeleteUser, { params: { userId } });

/**
 * The lists and stats are read again. The user's own queries are only stopped here: the page that shows them
 * forgets them once it is gone (forgetAdminUser), since removing a query a mounted page still watches makes that
 * page fetch the deleted user again (a 404).
 */
export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: ({ id }) => {
      void queryClient.cancelQueries({ queryKey: adminKeys.user(id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

/** Drops all that is cached about a deleted user (profile and lists), so coming back shows "User not found". */
export const forgetAdminUser = (queryClient: QueryClient, userId: string) =>
  queryClient.removeQueries({ queryKey: adminKeys.user(userId) });
