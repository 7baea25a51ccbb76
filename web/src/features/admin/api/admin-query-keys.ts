/** The admin area's query cache keys: one root, so a user edit or delete refreshes every admin view of users. */
export const adminKeys = {
  users: ['admin', 'users'] as const,
  user: (userId: string) => ['admin', 'user', userId] as const,
  stats: ['admin', 'stats'] as const,
  effectiveness: (from: string, to: string) => ['admin', 'effectiveness', from, to] as const,
  failedTexts: ['admin', 'failed-texts'] as const,
  databaseTables: ['admin', 'database', 'tables'] as const,
  databaseQueries: ['admin', 'database', 'queries'] as const,
  contactMessages: ['admin', 'contact-messages'] as const,
};

/** Admin lists show 10 rows a page. */
export const ADMIN_PAGE_SIZE = 10;
