/**
 * Server-side ends of sessions. A token names its session (`sid`) and the account's session version at
 * issue (`sv`); the caller directory refuses a token whose session was ended or whose version is behind.
 */
export interface SessionStore {
  /** Ends one session; remembered until the token would have expired anyway. Safe to repeat. */
  end(sessionId: string, tokenExpiresAt: Date): Promise<void>;
  /**
   * Ends every session of an account (a user id, or `admin:<username>`) by moving its session version
   * on; tokens issued after this carry the new version. Nothing happens for an account that does not exist.
   */
  endAll(subject: string): Promise<void>;
}
