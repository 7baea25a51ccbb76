/** Outside events (webhooks) already handled, by source and id, so a redelivery has no effect. */
export interface ProcessedEvents {
  has(source: string, eventId: string): Promise<boolean>;
  /** Marks the event handled (kept long enough to outlast the sender's retries). */
  record(source: string, eventId: string, at: Date): Promise<void>;
}
