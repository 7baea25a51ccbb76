import type { Message } from '../domain/message';
import type { StatCounter } from '../../kernel/stat-counters';
import type { CallResult } from '#shared/vocabulary';

export interface MessageRepository {
  /**
   * Stores a message on its user's partition; false when the same message was already stored (redelivery).
   * With `counters`, adds them to the stats (month of `receivedAt`, and all time) in the same write, so a text
   * is counted exactly when it is recorded; a nag that went out (countsTowardBudget) also counts toward its
   * user's texting usage (NagContextReader) in that write.
   */
  record(message: Message, counters?: Partial<Record<StatCounter, number>>): Promise<boolean>;
  /** The user's messages, oldest first. */
  listForUser(userId: string): Promise<Message[]>;
  /** The user's messages received (or sent) at `since` or later, oldest first: one Query on the time-ordered keys. */
  listSince(userId: string, since: string): Promise<Message[]>;
  /** The outbound text with this provider message id (what a delivery receipt names). */
  findByProviderMessageId(providerMessageId: string): Promise<Message | null>;
  /** Sets a stored message's delivery status; a message deleted meanwhile is ignored. */
  setStatus(message: Pick<Message, 'userId' | 'receivedAt' | 'id'>, status: Message['status']): Promise<void>;
  /**
   * Records how a call ended, only where the stored result is absent or one of `replacing` (a conditional write, so
   * two events at once cannot both win); false when it was not written (a higher result is there, or the message is gone).
   */
  setCallResult(
    message: Pick<Message, 'userId' | 'receivedAt' | 'id'>,
    result: CallResult,
    replacing: readonly CallResult[],
  ): Promise<boolean>;
}
