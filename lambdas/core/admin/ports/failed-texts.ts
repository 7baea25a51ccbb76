/** A nag the provider refused or could not deliver, across all users (the admin dashboard's list). */
export interface FailedText {
  userId: string;
  nagId: string;
  message: string;
  failureReason?: string;
  /** When it was marked failed. */
  failedAt: string;
  /** When it was sent once more (a failing number's retry). */
  resentAt?: string;
}

export interface FailedTexts {
  /** The most recent failures, newest first. */
  recent(limit: number): Promise<FailedText[]>;
}
