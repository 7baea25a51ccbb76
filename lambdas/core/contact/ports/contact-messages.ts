import type { ContactMessage } from '#shared/contracts/admin';

export interface ContactMessagePage {
  messages: ContactMessage[];
  total: number;
}

/** Messages sent through the public contact form, kept for the admins. */
export interface ContactMessageRepository {
  add(message: ContactMessage): Promise<void>;
  /** How many messages this address (any letter case) sent with createdAt in [from, to]. */
  countFrom(email: string, from: string, to: string): Promise<number>;
  /** Newest first; `page` counts from 1. */
  list(query: { page: number; limit: number }): Promise<ContactMessagePage>;
}
