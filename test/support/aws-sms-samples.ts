/**
 * Events shaped as AWS documents them for End User Messaging SMS (written here from the documented fields, not
 * copied): a configuration set's event destination record and a two-way inbound message, each as the JSON
 * string SNS carries in `Records[].Sns.Message`.
 */

/** The documented SMS event example: TEXT_SUCCESSFUL, final (accepted by the carrier; some countries send no DELIVERED). */
export function configurationSetSuccessful(messageId: string): Record<string, unknown> {
  return {
    eventType: 'TEXT_SUCCESSFUL',
    eventVersion: '1.0',
    eventTimestamp: 1_686_975_103_470,
    isFinal: true,
    originationPhoneNumber: '+12065550152',
    destinationPhoneNumber: '+14255550156',
    isInternationalSend: false,
    mcc: '310',
    mnc: '800',
    messageId,
    messageRequestTimestamp: 1_686_975_103_170,
    messageEncoding: 'GSM',
    messageType: 'TRANSACTIONAL',
    messageStatus: 'SUCCESSFUL',
    messageStatusDescription: 'Message has been accepted by phone carrier',
    context: {},
    totalMessageParts: 1,
    totalMessagePrice: 0.00883,
    totalCarrierFee: 0.0025,
  };
}

/** A text the protect configuration refused (a destination country it blocks): final, never sent. */
export function protectBlocked(messageId: string): Record<string, unknown> {
  return {
    ...configurationSetSuccessful(messageId),
    eventType: 'TEXT_PROTECT_BLOCKED',
    messageStatus: 'PROTECT_BLOCKED',
    messageStatusDescription: 'Destination country blocked by protect configuration',
    totalMessagePrice: 0,
    totalCarrierFee: 0,
  };
}

/** A two-way reply as the number's two-way channel publishes it to SNS. */
export function twoWayInbound(fields: {
  from: string;
  to: string;
  body: string;
  inboundMessageId: string;
  previousPublishedMessageId?: string;
}): Record<string, unknown> {
  return {
    originationNumber: fields.from,
    destinationNumber: fields.to,
    messageKeyword: 'KEYWORD_123456789012',
    messageBody: fields.body,
    inboundMessageId: fields.inboundMessageId,
    previousPublishedMessageId: fields.previousPublishedMessageId ?? 'wJ0fz7fZ9DGtmCJVQH4S0JMMYEXAMPLE',
  };
}

/** The voice event types a configuration set reports for a call (SendVoiceMessage), in the order a call may go through them. */
export type VoiceEventType =
  | 'VOICE_INITIATED'
  | 'VOICE_RINGING'
  | 'VOICE_ANSWERED'
  | 'VOICE_COMPLETED'
  | 'VOICE_BUSY'
  | 'VOICE_NO_ANSWER'
  | 'VOICE_FAILED'
  | 'VOICE_TTL_EXPIRED';

/** A voice event as the configuration set's destination publishes it: the documented fields, `messageStatus` the type without `VOICE_`. */
export function voiceEvent(messageId: string, eventType: VoiceEventType): Record<string, unknown> {
  const status = eventType.replace(/^VOICE_/, '');
  const final = !['VOICE_INITIATED', 'VOICE_RINGING', 'VOICE_ANSWERED'].includes(eventType);
  return {
    eventType,
    eventVersion: '1.0',
    eventTimestamp: 1_686_975_103_470,
    isFinal: final,
    originationPhoneNumber: '+12065550152',
    destinationPhoneNumber: '+14255550156',
    messageId,
    messageRequestTimestamp: 1_686_975_103_170,
    messageStatus: status,
    messageStatusDescription: `Call ${status.toLowerCase().replace('_', ' ')}`,
    ...(eventType === 'VOICE_COMPLETED'
      ? { callDurationInSeconds: 21, totalDurationInMinutes: 1, totalMessagePrice: 0.013 }
      : {}),
    context: {},
  };
}
