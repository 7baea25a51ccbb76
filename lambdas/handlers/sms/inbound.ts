import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { maskPhone } from '../../../shared/phone';
import { awsMessages, awsUsers } from '../../composition/aws';
import { recordInboundSms } from '../../core/use-cases/record-inbound-sms';
import type { Deps } from '../../core/ports/deps';
import { log } from '../../observability/log';

export type InboundSmsDeps = Pick<Deps, 'users' | 'messages'>;

/** The End User Messaging two-way SMS payload (the SNS message text); other fields are ignored. */
const TwoWaySms = z.object({
  originationNumber: z.string().min(1),
  destinationNumber: z.string().min(1),
  messageBody: z.string(),
  inboundMessageId: z.string().min(1).max(128),
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
 * would not fix it); storage failures throw so the delivery is retried.
 */
export const makeHandler = (deps: () => InboundSmsDeps) => async (event: SNSEvent): Promise<void> => {
  for (const record of event.Records) {
    const parsed = parseTwoWaySms(record.Sns.Message);
    const receivedAt = Date.parse(record.Sns.Timestamp);
    if (!parsed?.success || Number.isNaN(receivedAt)) {
      log('warn', 'sms.inbound.unreadable', { snsMessageId: record.Sns.MessageId });
      continue;
    }
    const sms = parsed.data;
    const outcome = await recordInboundSms(deps(), {
      from: sms.originationNumber,
      to: sms.destinationNumber,
      body: sms.messageBody,
      providerMessageId: sms.inboundMessageId,
      receivedAt: new Date(receivedAt).toISOString(),
    });
    const fields = { from: maskPhone(sms.originationNumber), inboundMessageId: sms.inboundMessageId };
    if (outcome.kind === 'unknown_sender') log('info', 'sms.inbound.unknown_sender', fields);
    else log('info', `sms.inbound.${outcome.kind}`, { ...fields, userId: outcome.userId });
  }
};

export const handler = makeHandler(() => ({ users: awsUsers(), messages: awsMessages() }));
