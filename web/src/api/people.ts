import { useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** The one cache entry for the owner's people and open invites: Settings and the reminder dialog read it. */
export const PEOPLE_QUERY_KEY = ['people'] as const;

/** GET /user/people: the people who joined the owner's reminders (and left ones, a while), and open invites. */
export const getPeople = () => api(contracts.listPeople);

export const usePeople = (enabled = true) => useQuery({ queryKey: PEOPLE_QUERY_KEY, queryFn: getPeople, enabled });
