export interface CodeGenerator {
  /** A new one-time code: OTP_CODE_LENGTH uniformly random digits. */
  next(): string;
}

/**
 * Keyed hashing of one-time codes. `binding` ties the code to what it was sent for (purpose and number),
 * so a code can never verify anything else even if records were mixed up.
 */
export interface CodeHasher {
  hash(code: string, binding: string): Promise<string>;
  /** Constant-time comparison against a stored hash. */
  matches(code: string, binding: string, storedHash: string): Promise<boolean>;
}
