export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time comparison against a stored hash. */
  verify(password: string, storedHash: string): Promise<boolean>;
  /** Whether a stored hash was made at a lower cost than new ones (upgrade it at the next successful log-in). */
  needsRehash(storedHash: string): boolean;
  /**
   * A stored hash that matches no password, at the cost new hashes are made at: what an unknown username is checked
   * against, so it takes as long as a wrong password.
   */
  readonly decoy: string;
}
