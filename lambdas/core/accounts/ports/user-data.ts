/** Everything stored under one user besides the user item itself. */
export interface UserDataEraser {
  /**
   * Deletes every item of the user's partition except the user item (reminders, completions, notifications,
   * messages, counters); returns how many went. Safe to repeat: a second run finds what the first left.
   */
  eraseAllButProfile(userId: string): Promise<number>;
}
