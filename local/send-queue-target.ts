import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { ScheduleTarget } from './adapters/local-nag-scheduler';
import { eventHandlers, scheduleQueueOf, type ScheduleQueue } from '#shared/runtime/event-handlers';
import type { HandlerLoader } from './handler-loader';
import { lambdaContext } from './lambda-context';

const QUEUE_ARNS: Record<ScheduleQueue, string> = {
  sendQueue: 'arn:aws:sqs:local:000000000000:nagtext-send',
  recoveryQueue: 'arn:aws:sqs:local:000000000000:nagtext-recovery',
};

/** Each queue's one consumer, as the stacks attach them (shared/runtime/event-handlers.ts). */
const CONSUMERS: Record<ScheduleQueue, { name: string; entry: string }> = {
  sendQueue: { name: 'send-nag', entry: eventHandlers.sendNag.handler },
  recoveryQueue: { name: 'complete-recovery', entry: eventHandlers.recoveryWaitEnd.handler },
};

type SqsHandler = (event: SQSEvent, context: ReturnType<typeof lambdaContext>) => Promise<SQSBatchResponse | void>;

/** The SQS event a queue hands its function in production (the send queue's unless named): one record whose body is the schedule's input. */
export function sendQueueEvent(body: string, queue: ScheduleQueue = 'sendQueue'): SQSEvent {
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
        eventSourceARN: QUEUE_ARNS[queue],
        awsRegion: 'local',
      },
    ],
  };
}

/**
 * What a fired local schedule runs: the function of the queue its payload goes to (`scheduleQueueOf`: a recovery's wait
 * end to complete-recovery, the rest to send-nag) with that queue's event, as EventBridge Scheduler -> SQS -> Lambda
 * would. A reported batch failure throws, so the local scheduler retries it like the queue would.
 */
export function sendQueueTarget(loader: HandlerLoader): ScheduleTarget {
  return async (payload, schedule) => {
    const queue = scheduleQueueOf(payload);
    const consumer = CONSUMERS[queue];
    const handler = await loader.load<SqsHandler>(consumer.entry);
    const event = sendQueueEvent(JSON.stringify(payload), queue);
    const result = await handler(event, lambdaContext(consumer.name, schedule.name));
    if (result && result.batchItemFailures.length > 0)
      throw new Error(`${consumer.name} failed for schedule ${schedule.name}`);
  };
}
