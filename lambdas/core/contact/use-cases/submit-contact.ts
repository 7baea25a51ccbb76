import type { z } from 'zod';
import type { MessageResponse } from '#shared/contracts/common';
import type { ContactRequest } from '#shared/contracts/contact';
import { fail } from '../../kernel/errors';
import type { ContactPorts } from '../contact-ports';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';

export const CONTACT_RECEIVED = 'Thanks! Your message has been sent.';
/** A public form that writes to the database: one address may send this many an hour. */
export const CONTACT_MAX_PER_HOUR = 5;
export const CONTACT_LIMIT_MESSAGE =
  'You have sent several messages in the last hour. We will answer those first; please try again later.';

/**
 * Stores a contact-form message for the admins to read later. The hourly cap counts per address and
 * per client: a new address from the same client (rate+1@example.com) does not start a fresh count.
 */
export async function submitContact(
  deps: Pick<ContactPorts, 'contactMessages' | 'clock' | 'ids' | 'rateLimiter'>,
  input: z.output<typeof ContactRequest>,
  client: ClientAddress,
): Promise<MessageResponse> {
  const { contactMessages, clock, ids } = deps;
  await throttle(deps, 'contactPerIp', clientSubject(client));
  const now = clock.now();
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  if ((await contactMessages.countFrom(input.email, hourAgo, now.toISOString())) >= CONTACT_MAX_PER_HOUR) {
    fail('rate_limited', CONTACT_LIMIT_MESSAGE, { retryAfterSeconds: 3600, limit: 'contactPerEmail' });
  }
  await contactMessages.add({
    id: ids.next(),
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    createdAt: now.toISOString(),
  });
  return { message: CONTACT_RECEIVED };
}
