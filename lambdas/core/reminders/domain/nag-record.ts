/** One nag of one occurrence, as sent (or tried). Its id is the nag id, so a nag is claimed once. */
export interface NagRecord {
  id: string;
  userId: string;
  reminderId: string;
  occurrenceDate: string;
  attempt: number;
  message: string;
  status: 'pending' | 'sent' | 'failed';
  /** When it was planned to go out (UTC). */
  scheduledTime: string;
  sentAt?: string;
  /** The provider's message id, which delivery receipts and reply targeting refer to. */
  providerMessageId?: string;
  failureReason?: string;
  /** When it was marked failed (the admins' list of recent failed texts is ordered by it). */
  failedAt?: string;
  /** When its failed text was sent once more (a failing number's one retry; see escalation/use-cases/failing-texts). */
  retriedAt?: string;
  /**
   * When its retry was due but not sent, because a later nag of the occurrence had already gone: resent then, it
   * would arrive after the later one ("nudge 2/15" after "nudge 3/15"); the later nag took its place.
   */
  supersededAt?: string;
}
