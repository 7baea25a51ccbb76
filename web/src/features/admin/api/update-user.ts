import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type AdminUpdateUserRequest } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** PUT /admin/users/{userId}: the answer is the saved user. */
export const updateUser = ({ userId, body }: { userId: string; body: AdminUpdateUserRequest }) =>
  api(contracts.adminUpdateUser, { params: { userId }, body });

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(adminKeys.user(user.id), user);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}
