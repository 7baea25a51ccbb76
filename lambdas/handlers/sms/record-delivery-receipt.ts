import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { awsClock, awsMessages, awsMetrics, awsNagRecords, awsReminders, awsScheduler, awsUsers } from '../../composition/aws';
import { recordDeliveryReceipt, type DeliveryReceiptDeps } from '../../core/escalation';
import { correlate, observed } from '../../observability/invocation';
import { log } from '../../observability/log';

export type { DeliveryReceiptDeps };

/** The End User Messaging SMS event record a configuration set publishes to SNS (other fields ignored). */
const SmsEventRecord = z.object({
  eventType: z.string(),
  messageId: z.string().check(z.minLength(1), z.maxLength(128)),
  messageStatus: z.optional(z.string()),
  messageStatusDescription: z.optional(z.string()),
  isFinal: z.optional(z.boolean()),
  eventTimestamp: z.optional(z.number()),
});

/**
 * Delivered, failed for good, or not final yet (queued, pending, accepted with more to come). AWS documents
 * that TEXT_SUCCESSFUL and TEXT_DELIVERED may be used interchangeably by destination country: a successful
 * event that says it is final is the delivery.
 */
export function receiptOutcome(record: z.infer<typeof SmsEventRecord>): 'delivered' | 'failed' | null {
  const status = (record.messageStatus ?? record.eventType.replace(/^TEXT_/, '')).toUpperCase();
  if (status === 'DELIVERED') return 'delivered';
  if (status === 'SUCCESSFUL') return record.isFinal === true ? 'delivered' : null;
  if (['PENDING', 'QUEUED'].includes(status)) return null;
  return record.isFinal === false ? null : 'failed';
}

/** The words a failed receipt leaves on its text: a protect-configuration block says so plainly. */
function failureDescription(record: z.infer<typeof SmsEventRecord>): string {
  if (record.eventType === 'TEXT_PROTECT_BLOCKED') return `Blocked by the SMS protect configuration${record.messageStatusDescription ? `: ${record.messageStatusDescription}` : ''}`;
  // An empty description says nothing: the status ("SPAM") does.
  return record.messageStatusDescription || record.messageStatus || record.eventType;
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
export const makeHandler = (deps: () => DeliveryReceiptDeps) => observed(async (event: SNSEvent): Promise<void> => {
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
    // The text's provider id: its send and its receipt share it.
    correlate(parsed.data.messageId);
    const outcome = receiptOutcome(parsed.data);
    if (!outcome) continue;
    const result = await recordDeliveryReceipt(deps(), {
      providerMessageId: parsed.data.messageId,
      outcome,
      description: failureDescription(parsed.data),
      reportedAt: reportedAt(parsed.data.eventTimestamp, record.Sns.Timestamp),
    });
    log('info', `sms.receipt.${result}`, { messageId: parsed.data.messageId, outcome });
  }
});

export const handler = makeHandler(() => ({
  messages: awsMessages(), nagRecords: awsNagRecords(), metrics: awsMetrics(), users: awsUsers(), reminders: awsReminders(), scheduler: awsScheduler(),
  clock: awsClock(),
}));
