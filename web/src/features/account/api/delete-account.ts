import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { contracts } from '@shared/contracts';
import { paths } from '@/config/paths';
import { accountDeletedState } from '@/lib/account-deleted';
import { api } from '@/lib/api-client';
import { clearUserSession } from '@/lib/auth-state';
import { toast } from '@/lib/toast';

/** POST /user/account/deletion-code: texts a code to the account's own number (a session alone cannot delete). */
export const requestAccountDeletionCode = () => api(contracts.requestAccountDeletionCode);

export const useRequestAccountDeletionCode = () => useMutation({ mutationFn: requestAccountDeletionCode });

/** POST /user/account/delete: with the code just texted, the account and everything of it goes. */
export const deleteAccount = (code: string) => api(contracts.deleteAccount, { body: { code } });

/**
 * Deletes the account; once it is gone, so are all its sessions on the server: this browser forgets its token
 * and its cached data, and the home page says the account was deleted (account-deleted.ts).
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toast.dismissAll(); // nothing said on Settings may cover the home page's notice
      // Leave the guarded page first (synchronously): dropping the token while it is still shown would let its
      // guard send the person to the log-in page instead. Replaced, so Back does not return to Settings.
      void navigate(paths.home, { replace: true, state: accountDeletedState, flushSync: true });
      clearUserSession();
      queryClient.clear();
    },
  });
}
