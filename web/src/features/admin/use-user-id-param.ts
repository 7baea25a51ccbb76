import { useParams } from 'react-router-dom';

/** The {userId} of an /admin/users/{userId}/... address. */
export function useUserIdParam(): string {
  return useParams<{ userId: string }>().userId ?? '';
}
