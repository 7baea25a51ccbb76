import type { SNSEvent } from 'aws-lambda';
import { destinationCountry } from '#core/texting/domain/destination-policy';
import type { LocalVoiceEvent, VoiceEventType } from '../adapters/local-voice-caller';
import { RECEIPT_TOPIC_ARN } from './delivery-receipt-event';
import { snsEvent } from './sns-event';

/**
 * The JSON record End User Messaging publishes for one voice event to a configuration set's event destination (the
 * same SNS topic as text receipts): the fields SMS events have that a call has too, `messageStatus` the event type
 * without `VOICE_`, timestamps in Unix epoch milliseconds; a completed call also says how long it lasted.
 */
export interface VoiceEventRecord {
  eventType: VoiceEventType;
  eventVersion: '1.0';
  eventTimestamp: number;
  isFinal: boolean;
  originationPhoneNumber: string;
  destinationPhoneNumber: string;
  isoCountryCode: string;
  messageId: string;
  messageRequestTimestamp: number;
  messageStatus: string;
  messageStatusDescription: string;
  context: Record<string, string>;
  callDurationInSeconds?: number;
  totalDurationInMinutes?: number;
  totalMessagePrice?: number;
}

const DESCRIPTIONS: Record<VoiceEventType, string> = {
  VOICE_ANSWERED: 'Call has been answered',
  VOICE_COMPLETED: 'Call has been completed',
  VOICE_BUSY: 'Call was declined: the line is busy',
  VOICE_NO_ANSWER: 'Call was not answered',
  VOICE_FAILED: 'Call could not be connected (local fail mode)',
};

/** The record for one event of a local call. Answered is not final: a completed event follows. */
export function voiceEventRecord(event: LocalVoiceEvent): VoiceEventRecord {
  const completed = event.type === 'VOICE_COMPLETED' && event.callDurationSeconds !== undefined;
  return {
    eventType: event.type,
    eventVersion: '1.0',
    eventTimestamp: event.reportedAt.getTime(),
    isFinal: event.type !== 'VOICE_ANSWERED',
    originationPhoneNumber: event.from,
    destinationPhoneNumber: event.to,
    isoCountryCode: destinationCountry(event.to) ?? 'US',
    messageId: event.messageId,
    messageRequestTimestamp: event.placedAt.getTime(),
    messageStatus: event.type.replace(/^VOICE_/, ''),
    messageStatusDescription: DESCRIPTIONS[event.type],
    context: {},
    // Nothing is billed locally.
    ...(completed
      ? {
          callDurationInSeconds: event.callDurationSeconds,
          totalDurationInMinutes: Math.ceil(event.callDurationSeconds! / 60),
          totalMessagePrice: 0,
        }
      : {}),
  };
}

/** What production hands the receipt Lambda for a voice event: the record, published to the receipt topic. */
export function voiceEventSnsEvent(event: LocalVoiceEvent): SNSEvent {
  return snsEvent(RECEIPT_TOPIC_ARN, voiceEventRecord(event), event.reportedAt);
}
