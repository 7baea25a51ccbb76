import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import {
  awsClock, awsIds, awsRandomness, awsMessages, awsMetrics, awsNagContext, awsNotifications, awsOncePerWindow, awsReminders, awsScheduler, awsSendPacer, awsSms,
  awsTextingBudget,
} from '../../composition/aws';
import { sendNag, type SendNagDeps } from '../../core/nags/use-cases/send-nag';
import { correlate, observed } from '../../observability/invocation';
import { log } from '../../observability/log';

/** What a reminder's schedule delivers (see scheduleNag): the queue message body. */
const NagPayload = z.object({ userId: z.string().min(1).max(64), reminderId: z.string().min(1).max(64), nagId: z.string().min(1).max(128) });

/**
 * The send queue's consumer. A body that cannot be read is logged and dropped (a retry would not fix it);
 * a failure is reported per message so only that one is redelivered (and dead-lettered after five tries).
 */
export const makeHandler = (deps: () => SendNagDeps) => observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    let body: unknown;
    try {
      body = JSON.parse(record.body);
    } catch {
      body = undefined;
    }
    const payload = NagPayload.safeParse(body);
    if (!payload.success) {
      log('warn', 'nag.unreadable', { messageId: record.messageId });
      continue;
    }
    // The nag's id follows it from its schedule to its text and the carrier's receipt.
    correlate(payload.data.nagId);
    try {
      const outcome = await sendNag(deps(), payload.data);
      log('info', `nag.${outcome}`, { nagId: payload.data.nagId, userId: payload.data.userId });
    } catch (error) {
      log('error', 'nag.failed', { nagId: payload.data.nagId, error: error instanceof Error ? error.stack : String(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
});

export const handler = makeHandler(() => ({
  nagContext: awsNagContext(), reminders: awsReminders(), notifications: awsNotifications(), scheduler: awsScheduler(), messages: awsMessages(),
  sms: awsSms(), sendPacer: awsSendPacer(), oncePerWindow: awsOncePerWindow(), textingBudget: awsTextingBudget(), clock: awsClock(), ids: awsIds(),
  randomness: awsRandomness(), metrics: awsMetrics(),
}));
