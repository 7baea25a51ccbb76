import { useMutation } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';

/** GET /user/export: everything NagText keeps about the signed-in user, read fresh for each download. */
export const exportAccountData = () => api(contracts.exportAccountData);

/** A mutation, not a query: each click asks anew, and nothing of the export stays in the cache. */
export const useExportAccountData = () => useMutation({ mutationFn: exportAccountData });
