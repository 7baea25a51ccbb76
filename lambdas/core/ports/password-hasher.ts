export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time comparison against a stored hash. */
  verify(password: string, storedHash: string): Promise<boolean>;
}
