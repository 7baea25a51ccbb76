/** One statement an admin ran in the database console, refused and failed ones included. */
export interface ConsoleQueryRecord {
  id: string;
  /** The caller id: `admin:<username>` for an admin log-in account, else the admin-role user's id. */
  adminId: string;
  at: string;
  statement: string;
  outcome: 'ok' | 'refused' | 'failed';
  rowCount: number;
  /** Why it was refused or failed. */
  message?: string;
}

export interface QueryHistory {
  record(entry: ConsoleQueryRecord): Promise<void>;
  /** Newest first, one page, with the total. */
  list(page: { page: number; limit: number }): Promise<{ entries: ConsoleQueryRecord[]; total: number }>;
}
