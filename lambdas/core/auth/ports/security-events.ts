import type { SecurityEventType } from '#shared/vocabulary';

/** One security event of an account: what happened and when (ISO instant). */
export interface SecurityEvent {
  type: SecurityEventType;
  at: string;
}

/** The account's security events, stored under the user (so erasing the account erases them). */
export interface SecurityEvents {
  /** Records one event; `id` keeps two at the same instant apart. */
  record(userId: string, event: SecurityEvent & { id: string }): Promise<void>;
  /** The newest `limit` events, newest first. */
  newestFirst(userId: string, limit: number): Promise<SecurityEvent[]>;
}
