import type { AdminAccountRepository } from './ports/admin-accounts';
import type { DatabaseConsole } from './ports/database-console';
import type { FailedTexts } from './ports/failed-texts';
import type { PasswordHasher } from './ports/password-hasher';
import type { QueryHistory } from './ports/query-history';
import type { UserDirectory } from './ports/user-directory';
import type { AccountsPorts } from '../accounts/accounts-ports';

/** What admin's use cases may ask for: its own ports and those of the layers below (accounts and theirs). */
export interface AdminPorts extends AccountsPorts {
  adminAccounts: AdminAccountRepository;
  passwords: PasswordHasher;
  /** The admin area: users across the table, the rest of a user's data, the read-only console and its history. */
  userDirectory: UserDirectory;
  databaseConsole: DatabaseConsole;
  queryHistory: QueryHistory;
  failedTexts: FailedTexts;
}
