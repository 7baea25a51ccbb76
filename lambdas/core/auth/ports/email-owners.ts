/**
 * Which account holds a verified email address: one guard item per normalized address (like the phone's), written when
 * an account verifies the address. A guard may outlive the holder's claim (the account changed its email since, or is
 * gone); the use cases read the holder back before honouring it, and replace a stale one.
 */
export interface EmailOwners {
  /** The account id on the address's guard; null when none. */
  holderOf(address: string): Promise<string | null>;
  /**
   * Writes the guard for `userId`, only while it holds `expected` (null: no guard yet): false when the guard changed
   * meanwhile (another account verified it first), so two accounts can never both hold one address.
   */
  claim(address: string, userId: string, expected: string | null): Promise<boolean>;
  /** Deletes the guard only while `userId` holds it. */
  release(address: string, userId: string): Promise<void>;
}
