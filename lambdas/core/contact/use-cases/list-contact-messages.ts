import type { ContactMessagesResponse } from '#shared/contracts/admin';
import type { z } from 'zod';
import type { Deps } from '../../deps';

/** The admins' inbox of contact-form messages, newest first, one page at a time. */
export function listContactMessages(
  { contactMessages }: Pick<Deps, 'contactMessages'>,
  query: { page: number; limit: number },
): Promise<z.output<typeof ContactMessagesResponse>> {
  return contactMessages.list(query);
}
