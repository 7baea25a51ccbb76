import * as z from 'zod/mini';
import {
  awsClock,
  awsMessages,
  awsMetrics,
  awsNagRecords,
  awsReminders,
  awsScheduler,
  awsUsers,
} from '../../composition/aws';
import {
  recordCallResult,
  recordDeliveryReceipt,
  type CallResultDeps,
  type DeliveryReceiptDeps,
} from '#core/escalation';
import { topicHandler } from '../../events/event-handler';
import type { CallResult } from '#shared/vocabulary';

export type ReceiptDeps = DeliveryReceiptDeps & CallResultDeps;

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
 * Delivered, failed for good, or nothing to act on: not final yet (queued, pending, accepted with more to come), or
 * UNKNOWN, which AWS reports when no final word came from the carrier in 72 hours: it may well have arrived, so it is
 * no failure (no retry, no call, no failing-number banner). AWS documents that TEXT_SUCCESSFUL and TEXT_DELIVERED
 * may be used interchangeably by destination country: a successful event that says it is final is the delivery.
 */
export function receiptOutcome(record: z.infer<typeof SmsEventRecord>): 'delivered' | 'failed' | null {
  const status = (record.messageStatus ?? record.eventType.replace(/^TEXT_/, '')).toUpperCase();
  if (status === 'DELIVERED') return 'delivered';
  if (status === 'SUCCESSFUL') return record.isFinal === true ? 'delivered' : null;
  if (['PENDING', 'QUEUED', 'UNKNOWN'].includes(status)) return null;
  return record.isFinal === false ? null : 'failed';
}

/** The voice events that say how a call ended (infra's CALL_OUTCOME_EVENTS); initiated and ringing say nothing yet. */
const CALL_RESULT_OF_EVENT: Record<string, CallResult> = {
  VOICE_ANSWERED: 'answered',
  VOICE_COMPLETED: 'answered',
  VOICE_BUSY: 'busy',
  VOICE_NO_ANSWER: 'no_answer',
  VOICE_FAILED: 'failed',
  VOICE_TTL_EXPIRED: 'failed',
};

/** A voice event's result: null for one that is no call's ending (VOICE_INITIATED, VOICE_RINGING, a type AWS adds). */
export const callResultOf = (record: z.infer<typeof SmsEventRecord>): CallResult | null =>
  Object.hasOwn(CALL_RESULT_OF_EVENT, record.eventType) ? CALL_RESULT_OF_EVENT[record.eventType]! : null;

const isVoiceEvent = (record: z.infer<typeof SmsEventRecord>) => record.eventType.startsWith('VOICE_');

/** The words a failed receipt leaves on its text: a protect-configuration block says so plainly. */
function failureDescription(record: z.infer<typeof SmsEventRecord>): string {
  if (record.eventType === 'TEXT_PROTECT_BLOCKED')
    return `Blocked by the SMS protect configuration${record.messageStatusDescription ? `: ${record.messageStatusDescription}` : ''}`;
  // An empty description says nothing: the status ("SPAM") does.
  return record.messageStatusDescription || record.messageStatus || record.eventType;
}

/** The carrier's time when it gave one, else the topic's, else now: never an invalid date. */
function reportedAt(eventTimestamp: number | undefined, snsTimestamp: unknown): string {
  const at = eventTimestamp ?? (typeof snsTimestamp === 'string' ? Date.parse(snsTimestamp) : Number.NaN);
  return new Date(Number.isFinite(at) ? at : Date.now()).toISOString();
}

/**
 * Delivery receipts of texts and the outcomes of calls, from the configuration set's SNS topic
 * (lambdas/events/event-handler.ts): unreadable records are logged and dropped.
 */
export const makeHandler = (deps: () => ReceiptDeps) =>
  topicHandler(deps, {
    name: 'sms.receipt',
    // Recorded even without a readable envelope time: reportedAt takes the carrier's, else the envelope's, else now.
    schema: z.object({ message: SmsEventRecord, publishedAt: z.unknown() }),
    // The text's provider id: its send and its receipt share it.
    correlationIdOf: ({ message }) => message.messageId,
    run: async ({ message: record, publishedAt }, d) => {
      if (isVoiceEvent(record)) {
        const result = callResultOf(record);
        if (!result) return null;
        const recorded = await recordCallResult(d, { providerMessageId: record.messageId, result });
        return { event: `voice.result.${recorded}`, fields: { messageId: record.messageId, result } };
      }
      const outcome = receiptOutcome(record);
      if (!outcome) {
        // No final word in 72 hours: logged, nothing more (the text may well have arrived).
        if (record.eventType === 'TEXT_UNKNOWN' || record.messageStatus?.toUpperCase() === 'UNKNOWN') {
          return { event: 'sms.receipt.status_unknown', fields: { messageId: record.messageId } };
        }
        return null;
      }
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
  messages: awsMessages(),
  nagRecords: awsNagRecords(),
  metrics: awsMetrics(),
  users: awsUsers(),
  reminders: awsReminders(),
  scheduler: awsScheduler(),
  clock: awsClock(),
}));
