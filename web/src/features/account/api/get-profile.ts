import { useQuery } from '@tanstack/react-query';
import { contracts } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /user/profile: the signed-in user's own account. */
export const getProfile = () => api(contracts.getProfile);

export const useProfile = () => useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });
