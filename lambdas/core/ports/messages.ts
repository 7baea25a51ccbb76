import type { Message } from '../domain/message';

export interface MessageRepository {
  /** Stores a message on its user's partition; false when the same message was already stored (redelivery). */
  record(message: Message): Promise<boolean>;
  /** The user's messages, oldest first. */
  listForUser(userId: string): Promise<Message[]>;
}
