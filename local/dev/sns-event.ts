import { randomUUID } from 'node:crypto';
import type { SNSEvent } from 'aws-lambda';

/** The event an SNS topic hands a subscribed Lambda: one record whose Message is the publisher's JSON. */
export function snsEvent(topicArn: string, message: unknown, publishedAt: Date): SNSEvent {
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: topicArn,
          Subject: '',
          Message: JSON.stringify(message),
          Timestamp: publishedAt.toISOString(),
          SignatureVersion: '1',
          Signature: 'local',
          SigningCertUrl: 'https://localhost/local.pem',
          UnsubscribeUrl: 'https://localhost/unsubscribe',
          MessageAttributes: {},
        },
      },
    ],
  };
}
