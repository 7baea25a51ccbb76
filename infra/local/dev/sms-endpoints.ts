import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { PhoneNumber } from '../../../shared/contracts/common';
import type { Clock } from '../../../lambdas/core/ports/clock';
import { LOCAL_ORIGINATION_NUMBER } from '../../../lambdas/adapters/local/local-sms-sender';
import type { PhoneMessage, PhoneOutbox } from '../../../lambdas/adapters/local/phone-outbox';
import { log } from '../../../lambdas/observability/log';
import { eventHandlers } from '../../events';
import { HandlerNotBuiltError, type HandlerLoader } from '../handler-loader';
import { lambdaContext } from '../lambda-context';
import { sendError, sendJson } from '../send-json';
import { readDevBody, validateDev } from './dev-request';
import { inboundSmsEvent } from './inbound-sms-event';

/** The Lambda the production SNS topic invokes for texts to our number. */
const INBOUND_SMS_HANDLER = eventHandlers.inboundSms.handler;

type SnsHandler = (event: SNSEvent, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

/** `+` in an unencoded query string arrives as a space: "?phone=+1555..." must still work. */
const PhoneQuery = z.object({
  phone: z.preprocess((v) => (typeof v === 'string' ? v.replace(/^ (?=\d)/, '+') : v), PhoneNumber).optional(),
});

export const SmsReplyRequest = z
  .object({
    from: PhoneNumber,
    body: z
      .string({ error: 'Message body is required' })
      .trim()
      .min(1, 'Message body is required')
      .max(1600, 'Message body must be at most 1600 characters'),
  })
  .strict();
export type SmsReplyRequest = z.input<typeof SmsReplyRequest>;

/** The JSON a person or test sees: what a phone shows, not the provider's ids. */
function view({ to, from, body, sentAt, status }: PhoneMessage) {
  return { to, from, body, sentAt, status };
}

export interface SmsEndpointsDeps {
  outbox: PhoneOutbox;
  clock: Clock;
  loader: HandlerLoader;
}

export function createSmsEndpoints({ outbox, clock, loader }: SmsEndpointsDeps) {
  /** GET /dev/sms[?phone=]: every text to or from that phone (or all), newest first. */
  function listSms(_req: IncomingMessage, res: ServerResponse, url: URL): void {
    const raw = url.searchParams.get('phone');
    const query = validateDev(res, PhoneQuery, raw === null || raw.trim() === '' ? {} : { phone: raw });
    if (!query) return;
    sendJson(res, 200, { messages: outbox.list(query.phone).map(view) });
  }

  /** POST /dev/sms/reply: a text from a phone, delivered to the inbound handler as production would. */
  async function reply(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const input = await readDevBody(req, res, SmsReplyRequest);
    if (!input) return;
    if (!loader.exists(INBOUND_SMS_HANDLER)) {
      sendError(res, 501, 'not_implemented', 'Replies cannot be processed yet: the inbound-SMS handler does not exist');
      return;
    }
    const receivedAt = clock.now();
    const inboundMessageId = randomUUID();
    const answered = outbox.lastSentTo(input.from);
    const recorded = outbox.record({
      to: LOCAL_ORIGINATION_NUMBER,
      from: input.from,
      body: input.body,
      sentAt: receivedAt.toISOString(),
      status: 'received',
      messageId: inboundMessageId,
    });
    const event = inboundSmsEvent({
      from: input.from,
      to: LOCAL_ORIGINATION_NUMBER,
      body: input.body,
      inboundMessageId,
      previousPublishedMessageId: answered?.messageId ?? '',
      receivedAt,
    });
    try {
      const handler = await loader.load<SnsHandler>(INBOUND_SMS_HANDLER);
      await handler(event, lambdaContext('inbound-sms', inboundMessageId));
    } catch (error) {
      if (error instanceof HandlerNotBuiltError) {
        sendError(res, 501, 'not_implemented', 'Replies cannot be processed yet: the inbound-SMS handler does not exist');
        return;
      }
      log('error', 'local.inbound_sms_failed', { inboundMessageId, error: error instanceof Error ? error.stack : String(error) });
      sendError(res, 500, 'internal', 'The inbound-SMS handler failed; its error is in the server log');
      return;
    }
    sendJson(res, 200, { reply: view(recorded) });
  }

  return { listSms, reply };
}
