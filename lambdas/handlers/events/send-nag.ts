import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import {
  awsClock, awsIds, awsRandomness, awsMessages, awsNagContext, awsNotifications, awsOncePerWindow, awsReminders, awsScheduler, awsSendPacer, awsSms, awsTextingBudget,
} from '../../composition/aws';
import { sendNag, type SendNagDeps } from '../../core/nags/use-cases/send-nag';
import { log } from '../../observability/log';

/** What a reminder's schedule delivers (see scheduleNag): the queue message body. */
const NagPayload = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  reminderId: z.string().check(z.minLength(1), z.maxLength(64)),
  nagId: z.string().check(z.minLength(1), z.maxLength(128)),
});

/**
 * The send queue's consumer. A body that cannot be read is logged and dropped (a retry would not fix it);
 * a failure is reported per message so only that one is redelivered (and dead-lettered after five tries).
 */
export const makeHandler = (deps: () => SendNagDeps) => async (event: SQSEvent): Promise<SQSBatchResponse> => {
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
    try {
      const outcome = await sendNag(deps(), payload.data);
      log('info', `nag.${outcome}`, { nagId: payload.data.nagId, userId: payload.data.userId });
    } catch (error) {
      log('error', 'nag.failed', { nagId: payload.data.nagId, error: error instanceof Error ? error.stack : String(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};

export const handler = makeHandler(() => ({
  nagContext: awsNagContext(), reminders: awsReminders(), notifications: awsNotifications(), scheduler: awsScheduler(), messages: awsMessages(),
  sms: awsSms(), sendPacer: awsSendPacer(), oncePerWindow: awsOncePerWindow(), textingBudget: awsTextingBudget(), clock: awsClock(), ids: awsIds(),
  randomness: awsRandomness(),
}));
