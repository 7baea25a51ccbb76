import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import {
  awsClock, awsIds, awsRandomness, awsMessages, awsMetrics, awsNagContext, awsNagRecords, awsOncePerWindow, awsReminders, awsScheduler, awsSendPacer,
  awsSms, awsTextingBudget, awsUsers, awsVoice, awsEscalationUsage, awsEscalationCaps, awsDestinations, awsBuddies,
} from '../../composition/aws';
import { callFailedNag, retryNagText, type FailingTextsDeps } from '../../core/escalation';
import { sendNag, type SendNagDeps } from '../../core/nags/use-cases/send-nag';
import { sendWeeklySummary, type SendWeeklySummaryDeps } from '../../core/summaries/use-cases/send-weekly-summary';
import { correlate, observed } from '../../observability/invocation';
import { log } from '../../observability/log';
import { errorStack } from '../../observability/error-stack';

/** What a reminder's schedule delivers (see scheduleNag): the queue message body. */
const NagPayload = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  reminderId: z.string().check(z.minLength(1), z.maxLength(64)),
  nagId: z.string().check(z.minLength(1), z.maxLength(128)),
});
/** What a failed nag's schedules deliver: its one retry, then its call (see escalation's onNagTextFailed). */
const FailedNagPayload = z.object({
  kind: z.enum(['retryNag', 'callNag']),
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  nagId: z.string().check(z.minLength(1), z.maxLength(128)),
});
/** What a user's weekly summary schedule delivers (see setWeeklySummarySchedule). */
const WeeklySummaryPayload = z.object({ kind: z.literal('weeklySummary'), userId: z.string().check(z.minLength(1), z.maxLength(64)) });

export type SendQueueDeps = SendNagDeps & SendWeeklySummaryDeps & FailingTextsDeps;

/** One message of the send queue: a nag, a failed nag's retry or call, or a weekly summary; null when it is none. */
async function deliver(deps: SendQueueDeps, body: unknown): Promise<{ event: string; fields: Record<string, string> } | null> {
  const summary = WeeklySummaryPayload.safeParse(body);
  if (summary.success) {
    correlate(`weekly-summary#${summary.data.userId}`);
    const outcome = await sendWeeklySummary(deps, summary.data);
    return { event: `weekly_summary.${outcome}`, fields: { userId: summary.data.userId } };
  }
  const failed = FailedNagPayload.safeParse(body);
  if (failed.success) {
    correlate(failed.data.nagId);
    const outcome = failed.data.kind === 'retryNag' ? await retryNagText(deps, failed.data) : await callFailedNag(deps, failed.data);
    return { event: `${failed.data.kind === 'retryNag' ? 'nag_retry' : 'nag_call'}.${outcome}`, fields: { nagId: failed.data.nagId, userId: failed.data.userId } };
  }
  const nag = NagPayload.safeParse(body);
  if (!nag.success) return null;
  // The nag's id follows it from its schedule to its text and the carrier's receipt.
  correlate(nag.data.nagId);
  const outcome = await sendNag(deps, nag.data);
  return { event: `nag.${outcome}`, fields: { nagId: nag.data.nagId, userId: nag.data.userId } };
}

/**
 * The send queue's consumer: the schedules of nags and of weekly summaries deliver here, so both share the send
 * budget. A body that cannot be read is logged and dropped (a retry would not fix it); a failure is reported per
 * message so only that one is redelivered (and dead-lettered after five tries).
 */
export const makeHandler = (deps: () => SendQueueDeps) => observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    let body: unknown;
    try {
      body = JSON.parse(record.body);
    } catch {
      body = undefined;
    }
    try {
      const done = await deliver(deps(), body);
      if (done) log('info', done.event, done.fields);
      else log('warn', 'send_queue.unreadable', { messageId: record.messageId });
    } catch (error) {
      log('error', 'send_queue.failed', { messageId: record.messageId, error: errorStack(error) });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
});

export const handler = makeHandler(() => ({
  nagContext: awsNagContext(), reminders: awsReminders(), nagRecords: awsNagRecords(), scheduler: awsScheduler(), messages: awsMessages(),
  sms: awsSms(), sendPacer: awsSendPacer(), oncePerWindow: awsOncePerWindow(), textingBudget: awsTextingBudget(), clock: awsClock(), ids: awsIds(),
  randomness: awsRandomness(), users: awsUsers(), metrics: awsMetrics(),
  voice: awsVoice(), escalationUsage: awsEscalationUsage(), escalationCaps: awsEscalationCaps(), destinations: awsDestinations(), buddies: awsBuddies(),
}));
