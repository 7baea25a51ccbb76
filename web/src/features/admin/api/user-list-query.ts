/** What a per-user admin list asks for: page, sort, status filter and search. */
export interface UserListQuery<F extends string, S extends string> {
  page: number;
  sortField: F;
  sortOrder: 'asc' | 'desc';
  /** Empty for every status. */
  status: S | '';
  searchTerm: string;
}
