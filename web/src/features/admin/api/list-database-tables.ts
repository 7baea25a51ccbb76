import { useQuery } from '@tanstack/react-query';
import { contracts } from '@shared/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-query-keys';

/** GET /admin/database/tables: the Data table (the only one the console reads). */
export const listDatabaseTables = () => api(contracts.adminDatabaseTables);

export const useDatabaseTables = () => useQuery({ queryKey: adminKeys.databaseTables, queryFn: listDatabaseTables });
