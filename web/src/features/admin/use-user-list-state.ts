import { useState } from 'react';
import type { UserListQuery } from './api/user-list-query';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DEBOUNCE_MS = 500;

/**
 * A per-user list's query as the admin shapes it. Clicking the active sort column flips the
 * order; clicking another sorts by it ascending; changing a filter does not reset anything by itself.
 */
export function useUserListState<F extends string, S extends string>(defaultSort: F, defaultOrder: 'asc' | 'desc') {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: F; order: 'asc' | 'desc' }>({ field: defaultSort, order: defaultOrder });
  const [status, setStatus] = useState<S | ''>('');
  const [typed, setTyped] = useState('');
  const searchTerm = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);

  const sortBy = (field: F) =>
    setSort((current) =>
      current.field === field ? { field, order: current.order === 'asc' ? 'desc' : 'asc' } : { field, order: 'asc' },
    );

  const query: UserListQuery<F, S> = { page, sortField: sort.field, sortOrder: sort.order, status, searchTerm };
  return { query, page, setPage, sort, sortBy, status, setStatus, typed, setTyped };
}
