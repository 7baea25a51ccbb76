import { useQuery } from '@tanstack/react-query';
import { contracts } from '../../../../../shared/contracts';
import { api } from '../../../lib/api-client';

/** The app's one profile cache entry (Settings and My Info read and write the same key). */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /user/profile: here for what decides whether texts reach the user, and their time zone. */
export const getProfile = () => api(contracts.getProfile);

export const useProfile = () => useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });
