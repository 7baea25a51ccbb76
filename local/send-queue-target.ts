import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { ScheduleTarget } from './adapters/local-nag-scheduler';
import { eventHandlers } from '#shared/runtime/event-handlers';
import type { HandlerLoader } from './handler-loader';
import { lambdaContext } from './lambda-context';

const QUEUE_ARN = 'arn:aws:sqs:local:000000000000:nagtext-send';

type SqsHandler = (event: SQSEvent, context: ReturnType<typeof lambdaContext>) => Promise<SQSBatchResponse | void>;

/** The SQS event the send queue hands send-nag in production: one record whose body is the schedule's input. */
export function sendQueueEvent(body: string): SQSEvent {
  const messageId = randomUUID();
  return {
    Records: [
      {
        messageId,
        receiptHandle: messageId,
        body,
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: String(Date.now()),
          SenderId: 'scheduler.amazonaws.com',
          ApproximateFirstReceiveTimestamp: String(Date.now()),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: QUEUE_ARN,
        awsRegion: 'local',
      },
    ],
  };
}

/**
 * What a fired local schedule runs: the send-nag Lambda (shared/runtime/event-handlers.ts sendNag) with the queue's event,
 * as EventBridge Scheduler -> SQS -> Lambda would. A reported batch failure throws, so the local
 * scheduler retries it like the queue would.
 */
export function sendQueueTarget(loader: HandlerLoader): ScheduleTarget {
  const entry = eventHandlers.sendNag.handler;
  return async (payload, schedule) => {
    const handler = await loader.load<SqsHandler>(entry);
    const result = await handler(sendQueueEvent(JSON.stringify(payload)), lambdaContext('send-nag', schedule.name));
    if (result && result.batchItemFailures.length > 0) throw new Error(`send-nag failed for schedule ${schedule.name}`);
  };
}
