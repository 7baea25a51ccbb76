import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import type { LocalMailbox, MailMessage } from '../adapters/local-mailbox';
import { sendError, sendJson } from '../send-json';
import { readDevBody, validateDev } from './dev-request';
import { PHONE_SIMULATOR_HEADER } from './sms-endpoints';

const MAX_ADDRESSES = 200;

const Address = z
  .string({ error: 'to must be an email address' })
  .trim()
  .min(1, 'to is required')
  .max(254, 'to is too long')
  .email('to must be an email address');

const MailQuery = z.object({ to: Address });

export const MailBounceRequest = z.object({ address: Address }).strict();

/** The JSON a person or test sees for one email. */
export const mailView = ({ messageId, to, from, subject, text, html, sentAt, status }: MailMessage) => ({
  messageId,
  to,
  from,
  subject,
  text,
  html,
  sentAt,
  status,
});

export interface MailEndpointsDeps {
  mailbox: LocalMailbox;
  /** Marks the address bouncing and reports the bounce as SES would (the address is suppressed). */
  bounce: (address: string) => Promise<void>;
}

/**
 * `/dev/mail`: the mailbox's JSON. GET /dev/mail?to= lists one address's emails, newest first (without `to`, the page);
 * GET /dev/mail/addresses lists the addresses (the mailbox page's, so it takes the simulator's header: every email,
 * codes included, is not for another site's page); POST /dev/mail/bounce marks an address as bouncing.
 */
export function createMailEndpoints({ mailbox, bounce }: MailEndpointsDeps) {
  function listMail(res: ServerResponse, url: URL): void {
    const query = validateDev(res, MailQuery, { to: url.searchParams.get('to') ?? '' });
    if (!query) return;
    sendJson(res, 200, {
      to: query.to.toLowerCase(),
      bouncing: mailbox.isBouncing(query.to),
      emails: mailbox.list(query.to).map(mailView),
    });
  }

  function listAddresses(req: IncomingMessage, res: ServerResponse): void {
    if (req.headers[PHONE_SIMULATOR_HEADER] !== '1') {
      sendError(
        res,
        400,
        'validation_failed',
        'The list of addresses is for the mailbox page (header X-NagText-Phone-Simulator: 1); for one address, use GET /dev/mail?to=you@example.com',
        { issues: [{ path: 'to', message: 'to is required' }] },
      );
      return;
    }
    sendJson(res, 200, { total: mailbox.count(), addresses: mailbox.addresses(MAX_ADDRESSES) });
  }

  async function markBouncing(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const input = await readDevBody(req, res, MailBounceRequest);
    if (!input) return;
    await bounce(input.address);
    sendJson(res, 200, { address: input.address.toLowerCase(), bouncing: true, suppressed: true });
  }

  return { listMail, listAddresses, markBouncing };
}
