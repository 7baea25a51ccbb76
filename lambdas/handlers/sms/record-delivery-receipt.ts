import * as z from 'zod/mini';
import { awsClock, awsMessages, awsMetrics, awsNagRecords, awsReminders, awsScheduler, awsUsers } from '../../composition/aws';
import { recordDeliveryReceipt, type DeliveryReceiptDeps } from '../../core/escalation';
import { topicHandler } from '../../events/event-handler';

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
function reportedAt(eventTimestamp: number | undefined, snsTimestamp: unknown): string {
  const at = eventTimestamp ?? (typeof snsTimestamp === 'string' ? Date.parse(snsTimestamp) : Number.NaN);
  return new Date(Number.isFinite(at) ? at : Date.now()).toISOString();
}

/** Delivery receipts from the configuration set's SNS topic (lambdas/events/event-handler.ts): unreadable records are logged and dropped. */
export const makeHandler = (deps: () => DeliveryReceiptDeps) => topicHandler(deps, {
  name: 'sms.receipt',
  // Recorded even without a readable envelope time: reportedAt takes the carrier's, else the envelope's, else now.
  schema: z.object({ message: SmsEventRecord, publishedAt: z.unknown() }),
  // The text's provider id: its send and its receipt share it.
  correlationIdOf: ({ message }) => message.messageId,
  run: async ({ message: record, publishedAt }, d) => {
    const outcome = receiptOutcome(record);
    if (!outcome) return null;
    const result = await recordDeliveryReceipt(d, {
      providerMessageId: record.messageId,
      outcome,
      description: failureDescription(record),
      reportedAt: reportedAt(record.eventTimestamp, publishedAt),
    });
    return { event: `sms.receipt.${result}`, fields: { messageId: record.messageId, outcome } };
  },
});

export const handler = makeHandler(() => ({
  messages: awsMessages(), nagRecords: awsNagRecords(), metrics: awsMetrics(), users: awsUsers(), reminders: awsReminders(), scheduler: awsScheduler(),
  clock: awsClock(),
}));
