import type { AdminMessage } from '#shared/contracts/admin';
import type { CallResult } from '#shared/vocabulary';

/** One text in or out, kept on the user's partition (time ordered). Instants are UTC ISO-8601. */
export interface Message {
  id: string;
  userId: string;
  direction: AdminMessage['direction'];
  /** E.164 numbers as the provider gave them. */
  from: string;
  to: string;
  /** A text (absent: a text, as every record before calls) or a call, whose `body` is the words it spoke. */
  channel?: 'sms' | 'voice';
  body: string;
  status: AdminMessage['status'];
  /** When it was received (inbound) or handed to the provider (outbound). */
  receivedAt: string;
  /** The provider's id (inbound message id or outbound message id), for tracing. */
  providerMessageId?: string;
  /** For a call: how it ended, from the provider's voice events (absent until one comes). */
  callResult?: CallResult;
  /** For a nag: its nag record's id, so a delivery receipt reaches it even before the nag is marked sent. */
  nagId?: string;
  /**
   * For a nag: the day ('YYYY-MM-DD') on its owner's wall calendar, in the account's zone, when it was sent: the
   * month and day of the texting budget it counts toward (texting-budget.ts).
   */
  budgetDay?: string;
}

/**
 * Whether a message counts toward its user's texting budget: a nag (or its retry) that went out as a text.
 * Answers to replies, codes, notices, summaries and buddy texts have caps of their own; a call has its own cap.
 */
export function countsTowardBudget(message: Message): boolean {
  return (
    message.direction === 'outbound' && !!message.providerMessageId && !!message.nagId && message.channel !== 'voice'
  );
}
