import { useMutation } from '@tanstack/react-query';
import { API_BASE, contracts } from '@shared/contracts';
import { ApiError } from '@/lib/api-error';
import { readAuthState } from '@/lib/auth-state';

/**
 * POST /auth/logout-everywhere with the user's own token (an admin token, which requests would otherwise
 * carry first, must not be the one ended): every session of the account stops working, this one too.
 */
export async function logOutEverywhere(): Promise<void> {
  const token = readAuthState().userToken;
  if (!token) return;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${contracts.logoutEverywhere.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error. Please check your connection and try again.');
  }
  // A session that has ended already is as good as ended now.
  if (!response.ok && response.status !== 401)
    throw new ApiError(response.status, 'unknown', 'Please try again later.');
}

export const useLogOutEverywhere = () => useMutation({ mutationFn: logOutEverywhere });
