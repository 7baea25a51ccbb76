import type { Message } from '../domain/message';

export interface MessageRepository {
  /** Stores a message on its user's partition; false when the same message was already stored (redelivery). */
  record(message: Message): Promise<boolean>;
  /** The user's messages, oldest first. */
  listForUser(userId: string): Promise<Message[]>;
  /** The outbound text with this provider message id (what a delivery receipt names). */
  findByProviderMessageId(providerMessageId: string): Promise<Message | null>;
  /** Sets a stored message's delivery status; a message deleted meanwhile is ignored. */
  setStatus(message: Pick<Message, 'userId' | 'receivedAt' | 'id'>, status: Message['status']): Promise<void>;
}
