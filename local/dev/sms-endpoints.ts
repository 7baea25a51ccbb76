import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { PhoneNumber } from '#shared/contracts/phone-number';
import type { Clock } from '#core/kernel/clock';
import { LOCAL_ORIGINATION_NUMBER } from '../adapters/local-sms-sender';
import type { PhoneMessage, PhoneOutbox } from '../adapters/phone-outbox';
import type { LocalOptOutList } from '../adapters/local-opt-out-list';
import { log } from '../../lambdas/observability/log';
import { eventHandlers } from '#shared/runtime/event-handlers';
import { HandlerNotBuiltError, type HandlerLoader } from '../handler-loader';
import { lambdaContext } from '../lambda-context';
import { sendError, sendJson } from '../send-json';
import { readDevBody, validateDev } from './dev-request';
import { inboundSmsEvent } from './inbound-sms-event';
import { errorStack } from '../../lambdas/observability/error-stack';

/** The Lambda the production SNS topic invokes for texts to our number. */
const INBOUND_SMS_HANDLER = eventHandlers.inboundSms.handler;

/**
 * Sent by the phone simulator's page. Listing the texts of every number (codes included) takes it: a
 * custom header cannot come from another site's page without a CORS preflight, which we never grant.
 */
export const PHONE_SIMULATOR_HEADER = 'x-nagtext-phone-simulator';

const MAX_RECENT = 1000;
const DEFAULT_RECENT = 100;
const MAX_PHONES = 200;

type SnsHandler = (event: SNSEvent, context: ReturnType<typeof lambdaContext>) => Promise<unknown>;

/** `+` in an unencoded query string arrives as a space: "?phone=+1555..." must still work. */
const PhoneQuery = z.object({
  phone: z.preprocess((v) => (typeof v === 'string' ? v.replace(/^ (?=\d)/, '+') : v), PhoneNumber),
});

const RecentQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_RECENT, `limit must be at most ${MAX_RECENT}`)
    .default(DEFAULT_RECENT),
});

export const MessageId = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, `${field} must be 1 to 100 letters, digits, "-" or "_"`);

export const SmsReplyRequest = z
  .object({
    from: PhoneNumber,
    body: z
      .string({ error: 'Message body is required' })
      .trim()
      .min(1, 'Message body is required')
      .max(1600, 'Message body must be at most 1600 characters'),
    /** The same id twice delivers the same text twice, as the provider may: the handler must act once. */
    inboundMessageId: MessageId('inboundMessageId').optional(),
    /** The messageId of the text being answered; the last text sent to `from` unless given. */
    inReplyTo: MessageId('inReplyTo').optional(),
  })
  .strict();
export type SmsReplyRequest = z.input<typeof SmsReplyRequest>;

export const SmsModeRequest = z
  .object({
    phone: PhoneNumber,
    mode: z.enum(['ok', 'fail', 'throttle'], { error: 'mode must be "ok", "fail" or "throttle"' }),
  })
  .strict();
export type SmsModeRequest = z.input<typeof SmsModeRequest>;

/** The JSON a person or test sees for one text or call; messageId is what a reply's inReplyTo (or answering a call) names. */
export function view({ messageId, to, from, body, sentAt, status, inReplyTo, channel, callResult }: PhoneMessage) {
  return {
    messageId,
    channel: channel ?? 'sms',
    to,
    from,
    body,
    sentAt,
    status,
    ...(inReplyTo ? { inReplyTo } : {}),
    ...(callResult ? { callResult } : {}),
  };
}

const fromSimulator = (req: IncomingMessage) => req.headers[PHONE_SIMULATOR_HEADER] === '1';

function refuseWithoutSimulator(req: IncomingMessage, res: ServerResponse, what: string): boolean {
  if (fromSimulator(req)) return false;
  sendError(
    res,
    400,
    'validation_failed',
    `${what} is for the phone simulator (header X-NagText-Phone-Simulator: 1); for one number, use GET /dev/sms?phone=+15551234567`,
    {
      issues: [{ path: 'phone', message: 'phone is required' }],
    },
  );
  return true;
}

export interface SmsEndpointsDeps {
  outbox: PhoneOutbox;
  /** The local provider's opt-out list: whether it refuses texts to a number. */
  optOutList?: Pick<LocalOptOutList, 'has'>;
  clock: Clock;
  loader: HandlerLoader;
}

export function createSmsEndpoints({ outbox, optOutList, clock, loader }: SmsEndpointsDeps) {
  /**
   * GET /dev/sms?phone=: every text to or from that phone, newest first, and how texts to it are treated (its mode,
   * and whether it is on the provider's opt-out list).
   * Without a phone, only from the phone simulator: the newest texts of every number (?limit=, default 100).
   */
  function listSms(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const raw = url.searchParams.get('phone');
    if (raw === null || raw.trim() === '') {
      if (refuseWithoutSimulator(req, res, 'Listing the texts of every number')) return;
      const query = validateDev(res, RecentQuery, { limit: url.searchParams.get('limit') ?? undefined });
      if (!query) return;
      sendJson(res, 200, { total: outbox.count(), messages: outbox.recent(query.limit).map(view) });
      return;
    }
    const query = validateDev(res, PhoneQuery, { phone: raw });
    if (!query) return;
    sendJson(res, 200, {
      phone: query.phone,
      mode: outbox.modeOf(query.phone),
      optedOut: optOutList?.has(query.phone) ?? false,
      messages: outbox.list(query.phone).map(view),
    });
  }

  /** GET /dev/sms/phones: the numbers with texts, most recent first (the simulator's list), phone simulator only. */
  function listPhones(req: IncomingMessage, res: ServerResponse): void {
    if (refuseWithoutSimulator(req, res, 'The list of numbers')) return;
    sendJson(res, 200, { phones: outbox.phones(MAX_PHONES) });
  }

  /** POST /dev/sms/fail: how the local provider treats texts and calls to a number from now on. */
  async function setMode(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const input = await readDevBody(req, res, SmsModeRequest);
    if (!input) return;
    outbox.setMode(input.phone, input.mode);
    sendJson(res, 200, { phone: input.phone, mode: outbox.modeOf(input.phone) });
  }

  /** The text a reply answers, or an error message naming what is wrong. */
  function answeredText(
    input: z.output<typeof SmsReplyRequest>,
  ): { id: string } | { conflict: string } | { invalid: string } {
    const original = input.inboundMessageId === undefined ? undefined : outbox.find(input.inboundMessageId);
    if (original) {
      // A redelivery is the same provider payload again, answering the same text.
      if (original.status !== 'received' || original.from !== input.from || original.body !== input.body) {
        return {
          conflict: `inboundMessageId ${input.inboundMessageId} already names another text; a duplicate delivery repeats the same from and body`,
        };
      }
      if (input.inReplyTo !== undefined && input.inReplyTo !== original.inReplyTo) {
        return {
          conflict: `inboundMessageId ${input.inboundMessageId} was delivered as a reply to ${original.inReplyTo ?? 'no text'}; a duplicate answers the same text`,
        };
      }
      return { id: original.inReplyTo ?? '' };
    }
    if (input.inReplyTo === undefined) return { id: outbox.lastSentTo(input.from)?.messageId ?? '' };
    const text = outbox.find(input.inReplyTo);
    if (!text || text.status === 'received' || text.to !== input.from)
      return { invalid: `inReplyTo ${input.inReplyTo} is not a text sent to ${input.from}` };
    return { id: text.messageId };
  }

  /** POST /dev/sms/reply: a text from a phone, delivered to the inbound handler as production would. */
  async function reply(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const input = await readDevBody(req, res, SmsReplyRequest);
    if (!input) return;
    if (!loader.exists(INBOUND_SMS_HANDLER)) {
      sendError(res, 501, 'not_implemented', 'Replies cannot be processed yet: the inbound-SMS handler does not exist');
      return;
    }
    const answered = answeredText(input);
    if ('conflict' in answered) {
      sendError(res, 409, 'conflict', answered.conflict);
      return;
    }
    if ('invalid' in answered) {
      sendError(res, 400, 'validation_failed', answered.invalid, {
        issues: [{ path: 'inReplyTo', message: answered.invalid }],
      });
      return;
    }
    // A duplicate is the same delivery again: same payload, same receive time (as an SNS redelivery).
    const original = input.inboundMessageId === undefined ? undefined : outbox.find(input.inboundMessageId);
    const receivedAt = original ? new Date(original.sentAt) : clock.now();
    const inboundMessageId = input.inboundMessageId ?? randomUUID();
    // Recording an id again keeps the first: the phone sent one text, the provider delivers it twice.
    const recorded = outbox.record({
      to: LOCAL_ORIGINATION_NUMBER,
      from: input.from,
      body: input.body,
      sentAt: receivedAt.toISOString(),
      status: 'received',
      messageId: inboundMessageId,
      ...(answered.id ? { inReplyTo: answered.id } : {}),
    });
    const event = inboundSmsEvent({
      from: input.from,
      to: LOCAL_ORIGINATION_NUMBER,
      body: input.body,
      inboundMessageId,
      previousPublishedMessageId: answered.id,
      receivedAt,
    });
    try {
      const handler = await loader.load<SnsHandler>(INBOUND_SMS_HANDLER);
      await handler(event, lambdaContext('inbound-sms', inboundMessageId));
    } catch (error) {
      if (error instanceof HandlerNotBuiltError) {
        sendError(
          res,
          501,
          'not_implemented',
          'Replies cannot be processed yet: the inbound-SMS handler does not exist',
        );
        return;
      }
      log('error', 'local.inbound_sms_failed', { inboundMessageId, error: errorStack(error) });
      sendError(res, 500, 'internal', 'The inbound-SMS handler failed; its error is in the server log');
      return;
    }
    sendJson(res, 200, { reply: view(recorded) });
  }

  return { listSms, listPhones, setMode, reply };
}
