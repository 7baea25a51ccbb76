import type { SNSEvent } from 'aws-lambda';
import { snsEvent } from './sns-event';

export interface InboundSms {
  from: string;
  to: string;
  body: string;
  inboundMessageId: string;
  /** The id of the text being answered; '' when the phone writes first. */
  previousPublishedMessageId: string;
  receivedAt: Date;
}

const TOPIC_ARN = 'arn:aws:sns:local:000000000000:nagtext-inbound-sms';

/** The keyword End User Messaging reports: the reply's first word, as if every word were registered. */
function keywordOf(body: string): string {
  const first = /^\s*([A-Za-z]+)/.exec(body);
  return first ? first[1]!.toUpperCase() : '';
}

/**
 * What production delivers for a text to our number: End User Messaging publishes its two-way JSON
 * to an SNS topic, and the topic invokes the inbound Lambda with this event.
 */
export function inboundSmsEvent(sms: InboundSms): SNSEvent {
  const message = {
    originationNumber: sms.from,
    destinationNumber: sms.to,
    messageKeyword: keywordOf(sms.body),
    messageBody: sms.body,
    inboundMessageId: sms.inboundMessageId,
    previousPublishedMessageId: sms.previousPublishedMessageId,
  };
  return snsEvent(TOPIC_ARN, message, sms.receivedAt);
}
