import type { z } from 'zod';
import type { MessageResponse } from '../../../shared/contracts/common';
import type { ContactRequest } from '../../../shared/contracts/contact';
import type { Deps } from '../ports/deps';

export const CONTACT_RECEIVED = 'Thanks! Your message has been sent.';

/** Stores a contact-form message for the admins to read later. */
export async function submitContact(
  { contactMessages, clock, ids }: Pick<Deps, 'contactMessages' | 'clock' | 'ids'>,
  input: z.output<typeof ContactRequest>,
): Promise<MessageResponse> {
  await contactMessages.add({
    id: ids.next(),
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    createdAt: clock.now().toISOString(),
  });
  return { message: CONTACT_RECEIVED };
}
