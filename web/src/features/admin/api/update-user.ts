import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type AdminUpdateUserRequest, type AdminUserDetail } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** PUT /admin/users/{userId}: the answer is the saved user (without the security events the page already has). */
export const updateUser = ({ userId, body }: { userId: string; body: AdminUpdateUserRequest }) =>
  api(contracts.adminUpdateUser, { params: { userId }, body });

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData<AdminUserDetail>(adminKeys.user(user.id), (shown) =>
        shown ? { ...shown, ...user } : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}
