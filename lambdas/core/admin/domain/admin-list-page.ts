/** What an admin list of one user's items asks for (the contract's parsed query). */
export interface AdminListQuery<F extends string> {
  page: number;
  limit: number;
  sortField: F;
  sortOrder: 'asc' | 'desc';
  status: string;
  searchTerm: string;
}

type Sortable = string | number | undefined;

function compareValues(a: Sortable, b: Sortable): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true });
}

/**
 * One page of a user's items, filtered by status and search text (case-insensitive, anywhere in the given
 * fields) and sorted by the chosen field (ties by id, so pages never overlap), with the total that matched.
 * A user's items are read whole (one Query of their partition); their number per user is modest.
 */
export function adminListPage<T extends { id: string; status: string }, F extends string>(
  items: T[],
  query: AdminListQuery<F>,
  options: { sortValue: (item: T, field: F) => Sortable; searchText: (item: T) => string[] },
): { items: T[]; total: number } {
  const needle = query.searchTerm.trim().toLocaleLowerCase('en');
  const matching = items.filter(
    (item) =>
      (query.status === '' || item.status === query.status) &&
      (needle === '' || options.searchText(item).some((text) => text.toLocaleLowerCase('en').includes(needle))),
  );
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  const sorted = [...matching].sort(
    (a, b) =>
      direction * compareValues(options.sortValue(a, query.sortField), options.sortValue(b, query.sortField)) ||
      a.id.localeCompare(b.id),
  );
  const start = (query.page - 1) * query.limit;
  return { items: sorted.slice(start, start + query.limit), total: matching.length };
}
