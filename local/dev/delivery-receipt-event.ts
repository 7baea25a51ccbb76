import type { SNSEvent } from 'aws-lambda';
import { destinationCountry } from '#core/texting/domain/destination-policy';
import { smsEncoding, smsSegments } from '#core/texting/domain/sms-segments';
import type { LocalDeliveryReceipt } from '../adapters/local-sms-sender';
import { snsEvent } from './sns-event';

/** The SMS event types a configuration set reports (AWS End User Messaging SMS, "Event types for SMS"). */
export type SmsEventType =
  | 'TEXT_DELIVERED'
  | 'TEXT_SUCCESSFUL'
  | 'TEXT_QUEUED'
  | 'TEXT_PENDING'
  | 'TEXT_BLOCKED'
  | 'TEXT_TTL_EXPIRED'
  | 'TEXT_CARRIER_UNREACHABLE'
  | 'TEXT_INVALID'
  | 'TEXT_INVALID_MESSAGE'
  | 'TEXT_CARRIER_BLOCKED'
  | 'TEXT_UNREACHABLE'
  | 'TEXT_SPAM'
  | 'TEXT_UNKNOWN'
  | 'TEXT_PROTECT_BLOCKED';

/**
 * The JSON record End User Messaging SMS publishes for one text to a configuration set's event destination
 * (here an SNS topic, whose Message it becomes). `messageStatus` is the event type without `TEXT_`;
 * timestamps are Unix epoch milliseconds.
 */
export interface SmsEventRecord {
  eventType: SmsEventType;
  eventVersion: '1.0';
  eventTimestamp: number;
  isFinal: boolean;
  originationPhoneNumber: string;
  destinationPhoneNumber: string;
  isInternationalSend: boolean;
  isoCountryCode: string;
  messageId: string;
  messageRequestTimestamp: number;
  messageEncoding: 'GSM' | 'UCS2';
  messageType: 'TRANSACTIONAL' | 'PROMOTIONAL';
  messageStatus: string;
  messageStatusDescription: string;
  totalMessageParts: number;
  totalMessagePrice: number;
  totalCarrierFee: number;
}

/** The configuration set's event destination: one topic for text receipts and voice events, as in infra. */
export const RECEIPT_TOPIC_ARN = 'arn:aws:sns:local:000000000000:nagtext-sms-delivery-events';

/** The phone simulator's two outcomes: delivered, or failed because the phone could not be reached. */
const OUTCOMES = {
  delivered: {
    eventType: 'TEXT_DELIVERED',
    messageStatus: 'DELIVERED',
    messageStatusDescription: 'Message has been delivered to the phone',
  },
  failed: {
    eventType: 'TEXT_UNREACHABLE',
    messageStatus: 'UNREACHABLE',
    messageStatusDescription: 'The phone could not be reached (local fail mode)',
  },
} as const;

/** The event record for a local text's final receipt; `overrides` make any other record (pending, blocked...). */
export function smsEventRecord(receipt: LocalDeliveryReceipt, overrides: Partial<SmsEventRecord> = {}): SmsEventRecord {
  const country = destinationCountry(receipt.to) ?? 'US';
  return {
    ...OUTCOMES[receipt.outcome],
    eventVersion: '1.0',
    eventTimestamp: receipt.reportedAt.getTime(),
    isFinal: true,
    originationPhoneNumber: receipt.from,
    destinationPhoneNumber: receipt.to,
    isInternationalSend: false,
    isoCountryCode: country,
    messageId: receipt.messageId,
    messageRequestTimestamp: receipt.sentAt.getTime(),
    messageEncoding: smsEncoding(receipt.body) === 'GSM-7' ? 'GSM' : 'UCS2',
    messageType: 'TRANSACTIONAL',
    totalMessageParts: smsSegments(receipt.body),
    // Nothing is billed locally.
    totalMessagePrice: 0,
    totalCarrierFee: 0,
    ...overrides,
  };
}

/**
 * What production hands the delivery-receipt Lambda (shared/runtime/event-handlers.ts deliveryReceipt): the configuration
 * set's event destination publishes the record to an SNS topic, which invokes the Lambda with this event.
 */
export function deliveryReceiptEvent(receipt: LocalDeliveryReceipt, overrides: Partial<SmsEventRecord> = {}): SNSEvent {
  return snsEvent(RECEIPT_TOPIC_ARN, smsEventRecord(receipt, overrides), receipt.reportedAt);
}
