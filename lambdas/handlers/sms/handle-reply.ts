import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { maskPhone } from '../../../shared/phone';
import {
  awsClock, awsIds, awsMessages, awsMetrics, awsNagRecords, awsOncePerWindow, awsRateLimiter, awsReminders, awsScheduler, awsSendPacer, awsSms,
  awsStats, awsUsers, awsBuddies,
} from '../../composition/aws';
import { handleReply, type HandleReplyDeps } from '../../core/replies/use-cases/handle-reply';
import { correlate, observed } from '../../observability/invocation';
import { log } from '../../observability/log';

export type InboundSmsDeps = HandleReplyDeps;

/** The End User Messaging two-way SMS payload (the SNS message text); other fields are ignored. */
const TwoWaySms = z.object({
  originationNumber: z.string().check(z.minLength(1)),
  destinationNumber: z.string().check(z.minLength(1)),
  messageBody: z.string().check(z.maxLength(10_000)),
  inboundMessageId: z.string().check(z.minLength(1), z.maxLength(128)),
  previousPublishedMessageId: z.optional(z.string().check(z.maxLength(128))),
});

function parseTwoWaySms(message: string) {
  try {
    return TwoWaySms.safeParse(JSON.parse(message));
  } catch {
    return null;
  }
}

/**
 * A text to our number, delivered by SNS. A payload that cannot be read is logged and dropped (a retry
 * would not fix it); storage failures throw, so the invocation fails visibly. (handleReply claims the inbound
 * id before acting, so a retry of a delivery that failed halfway is taken for a duplicate.)
 */
export const makeHandler = (deps: () => InboundSmsDeps) => observed(async (event: SNSEvent): Promise<void> => {
  // SNS never sends a malformed event, but a test publish or a misrouted invocation can: dropped, not thrown.
  const records: unknown[] = Array.isArray(event?.Records) ? event.Records : [];
  if (records.length === 0) log('warn', 'sms.inbound.unreadable', { reason: 'no records' });
  for (const record of records) {
    const sns = (record as Partial<SNSEvent['Records'][number]> | null)?.Sns;
    const parsed = typeof sns?.Message === 'string' ? parseTwoWaySms(sns.Message) : null;
    const receivedAt = typeof sns?.Timestamp === 'string' ? Date.parse(sns.Timestamp) : Number.NaN;
    if (!sns || !parsed?.success || Number.isNaN(receivedAt)) {
      log('warn', 'sms.inbound.unreadable', { snsMessageId: typeof sns?.MessageId === 'string' ? sns.MessageId : undefined });
      continue;
    }
    const sms = parsed.data;
    correlate(sms.inboundMessageId);
    const outcome = await handleReply(deps(), {
      from: sms.originationNumber,
      to: sms.destinationNumber,
      body: sms.messageBody,
      providerMessageId: sms.inboundMessageId,
      receivedAt: new Date(receivedAt).toISOString(),
      ...(sms.previousPublishedMessageId ? { inReplyTo: sms.previousPublishedMessageId } : {}),
    });
    log('info', `sms.inbound.${outcome.kind}`, {
      from: maskPhone(sms.originationNumber),
      inboundMessageId: sms.inboundMessageId,
      ...(outcome.kind === 'handled' ? { userId: outcome.userId, reply: outcome.reply, answered: outcome.answered } : {}),
      ...(outcome.kind === 'buddy' ? { reply: outcome.reply, answered: outcome.answered } : {}),
    });
  }
});

export const handler = makeHandler(() => ({
  users: awsUsers(), messages: awsMessages(), reminders: awsReminders(), nagRecords: awsNagRecords(), scheduler: awsScheduler(),
  sms: awsSms(), sendPacer: awsSendPacer(), stats: awsStats(), oncePerWindow: awsOncePerWindow(), rateLimiter: awsRateLimiter(), clock: awsClock(),
  ids: awsIds(), metrics: awsMetrics(), buddies: awsBuddies(),
}));
