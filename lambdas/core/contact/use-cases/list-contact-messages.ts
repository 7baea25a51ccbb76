import type { ContactMessagesResponse } from '#shared/contracts/admin';
import type { z } from 'zod';
import type { ContactPorts } from '../contact-ports';

/** The admins' inbox of contact-form messages, newest first, one page at a time. */
export function listContactMessages(
  { contactMessages }: Pick<ContactPorts, 'contactMessages'>,
  query: { page: number; limit: number },
): Promise<z.output<typeof ContactMessagesResponse>> {
  return contactMessages.list(query);
}
