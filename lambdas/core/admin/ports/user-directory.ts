import type { AdminRoster } from '../../users/ports/admin-roster';
import type { User } from '../../users/domain/user';

export interface UserListPage {
  users: User[];
  total: number;
  /** The search matched more users than it counts: `total` is a floor (refine the search). */
  totalIsCapped?: boolean;
}

/**
 * The admin's view across users, read through indexes kept with every user write (never a scan):
 * newest first, by search words, and who the active admins are.
 */
export interface UserDirectory extends AdminRoster {
  /** Everyone, newest first; `total` is every user. */
  list(page: { page: number; limit: number }): Promise<UserListPage>;
  /** Users for whom every word starts one of their tokens (see domain/user-search), newest first. */
  search(words: string[], page: { page: number; limit: number }): Promise<UserListPage>;
}
