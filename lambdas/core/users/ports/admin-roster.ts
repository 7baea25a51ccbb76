/** Who the active admins are: what keeps the last one from leaving or losing the role. */
export interface AdminRoster {
  /** Ids of the active users whose role is admin. */
  activeAdminUserIds(): Promise<string[]>;
  /** How many admin log-in accounts (username and password) are active. */
  activeAdminAccountCount(): Promise<number>;
}
