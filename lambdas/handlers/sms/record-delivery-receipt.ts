import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { awsMessages, awsNotifications } from '../../composition/aws';
import { recordDeliveryReceipt } from '../../core/texting/use-cases/record-delivery-receipt';
import type { Deps } from '../../core/deps';
import { log } from '../../observability/log';

export type DeliveryReceiptDeps = Pick<Deps, 'messages' | 'notifications'>;

/** The End User Messaging SMS event record a configuration set publishes to SNS (other fields ignored). */
const SmsEventRecord = z.object({
  eventType: z.string(),
  messageId: z.string().min(1).max(128),
  messageStatus: z.string().optional(),
  messageStatusDescription: z.string().optional(),
  isFinal: z.boolean().optional(),
  eventTimestamp: z.number().optional(),
});

/** Delivered, failed for good, or not final yet (queued, accepted by the carrier, pending). */
export function receiptOutcome(record: z.infer<typeof SmsEventRecord>): 'delivered' | 'failed' | null {
  const status = (record.messageStatus ?? record.eventType.replace(/^TEXT_/, '')).toUpperCase();
  if (status === 'DELIVERED') return 'delivered';
  if (['PENDING', 'QUEUED', 'SUCCESSFUL'].includes(status)) return null;
  return record.isFinal === false ? null : 'failed';
}

/** The carrier's time when it gave one, else the topic's, else now: never an invalid date. */
function reportedAt(eventTimestamp: number | undefined, snsTimestamp: string): string {
  const at = eventTimestamp ?? Date.parse(snsTimestamp);
  return new Date(Number.isFinite(at) ? at : Date.now()).toISOString();
}

function parse(message: string) {
  try {
    return SmsEventRecord.safeParse(JSON.parse(message));
  } catch {
    return null;
  }
}

/** Delivery receipts from the configuration set's SNS topic. Unreadable records are logged and dropped. */
export const makeHandler = (deps: () => DeliveryReceiptDeps) => async (event: SNSEvent): Promise<void> => {
  // A malformed event (a test publish, a misrouted invocation) is dropped too: a retry would not fix it.
  const records: unknown[] = Array.isArray(event?.Records) ? event.Records : [];
  if (records.length === 0) log('warn', 'sms.receipt.unreadable', { reason: 'no records' });
  for (const raw of records) {
    const record = raw as Partial<SNSEvent['Records'][number]> | null;
    const parsed = typeof record?.Sns?.Message === 'string' ? parse(record.Sns.Message) : null;
    if (!record?.Sns || !parsed?.success) {
      log('warn', 'sms.receipt.unreadable', { snsMessageId: typeof record?.Sns?.MessageId === 'string' ? record.Sns.MessageId : undefined });
      continue;
    }
    const outcome = receiptOutcome(parsed.data);
    if (!outcome) continue;
    const result = await recordDeliveryReceipt(deps(), {
      providerMessageId: parsed.data.messageId,
      outcome,
      // An empty description says nothing: the status ("SPAM") does.
      description: parsed.data.messageStatusDescription || parsed.data.messageStatus || parsed.data.eventType,
      reportedAt: reportedAt(parsed.data.eventTimestamp, record.Sns.Timestamp),
    });
    log('info', `sms.receipt.${result}`, { messageId: parsed.data.messageId, outcome });
  }
};

export const handler = makeHandler(() => ({ messages: awsMessages(), notifications: awsNotifications() }));
