import * as z from 'zod/mini';
import {
  awsClock,
  awsIds,
  awsRandomness,
  awsMessages,
  awsBilling,
  awsMetrics,
  awsNagContext,
  awsNagRecords,
  awsOncePerWindow,
  awsReminders,
  awsScheduler,
  awsSendPacer,
  awsSms,
  awsTextingBudget,
  awsUsers,
  awsVoice,
  awsEscalationUsage,
  awsEscalationCaps,
  awsDestinations,
  awsBuddies,
  awsOptOuts,
  awsRecoveries,
  awsEmailSuppressions,
  awsMail,
  awsSecurityEvents,
} from '../../composition/aws';
import { callFailedNag, retryNagText, type FailingTextsDeps } from '#core/escalation';
import { sendNag, type SendNagDeps } from '#core/nags/use-cases/send-nag';
import { sendWeeklySummary, type SendWeeklySummaryDeps } from '#core/summaries/use-cases/send-weekly-summary';
import { completeRecovery, type CompleteDeps } from '#core/recovery';
import { endTripOnSchedule, type TripEndDeps } from '#core/reminders/use-cases/travel';
import { reportFailed } from '#core/auth';
import { queueHandler } from '../../events/event-handler';

const id = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** What the send queue carries, read in this order (the first that fits wins). */
const SendQueueMessage = z.union([
  /** A user's weekly summary (see setWeeklySummarySchedule). */
  z.object({ kind: z.literal('weeklySummary'), userId: id(64) }),
  /** A failed nag's one retry, then its call (see escalation's onNagTextFailed). */
  z.object({ kind: z.enum(['retryNag', 'callNag']), userId: id(64), nagId: id(128) }),
  /** A trip's last day ended (see setTravel): home time again, unless a newer trip was set meanwhile. */
  z.object({ kind: z.literal('tripEnd'), userId: id(64), setAt: id(40) }),
  /** A recovery's wait ended (see confirmRecoveryNumber): move the account unless it was cancelled. */
  z.object({ kind: z.literal('completeRecovery'), recoveryId: id(64) }),
  /** A reminder's nag (see scheduleNag). */
  z.object({ userId: id(64), reminderId: id(64), nagId: id(128) }),
]);

export type SendQueueDeps = SendNagDeps & SendWeeklySummaryDeps & FailingTextsDeps & CompleteDeps & TripEndDeps;

/**
 * The send queue's consumer: the schedules of nags and of weekly summaries deliver here, so both share the send
 * budget. An unreadable body is logged and dropped; a failure is reported per message, so only that one is
 * redelivered (and dead-lettered after five tries): lambdas/events/event-handler.ts.
 */
export const makeHandler = (deps: () => SendQueueDeps) =>
  queueHandler(deps, {
    name: 'send_queue',
    schema: SendQueueMessage,
    // The nag's id follows it from its schedule to its text and the carrier's receipt.
    correlationIdOf: (message) =>
      'nagId' in message
        ? message.nagId
        : message.kind === 'completeRecovery'
          ? `recovery#${message.recoveryId}`
          : message.kind === 'tripEnd'
            ? `trip-end#${message.userId}`
            : `weekly-summary#${message.userId}`,
    run: async (message, d) => {
      if ('kind' in message && message.kind === 'completeRecovery') {
        const { outcome, text, event, billing } = await completeRecovery(d, message.recoveryId);
        const noticeFailed = (text !== undefined && typeof text === 'object') || (event && reportFailed(event));
        return {
          event: `recovery.${outcome}`,
          fields: {
            recoveryId: message.recoveryId,
            ...(noticeFailed ? { notices: JSON.stringify({ text, event }) } : {}),
            // The account moved whatever the provider said; the next checkout or portal opening writes the number.
            ...(typeof billing === 'object' ? { billingFailed: billing.failed } : {}),
          },
        };
      }
      if (!('kind' in message))
        return { event: `nag.${await sendNag(d, message)}`, fields: { nagId: message.nagId, userId: message.userId } };
      if (message.kind === 'tripEnd')
        return { event: `trip_end.${await endTripOnSchedule(d, message)}`, fields: { userId: message.userId } };
      if (message.kind === 'weeklySummary')
        return { event: `weekly_summary.${await sendWeeklySummary(d, message)}`, fields: { userId: message.userId } };
      const outcome =
        message.kind === 'retryNag'
          ? `nag_retry.${await retryNagText(d, message)}`
          : `nag_call.${await callFailedNag(d, message)}`;
      return { event: outcome, fields: { nagId: message.nagId, userId: message.userId } };
    },
  });

export const handler = makeHandler(() => ({
  nagContext: awsNagContext(),
  reminders: awsReminders(),
  nagRecords: awsNagRecords(),
  scheduler: awsScheduler(),
  messages: awsMessages(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  sendPacer: awsSendPacer(),
  oncePerWindow: awsOncePerWindow(),
  textingBudget: awsTextingBudget(),
  clock: awsClock(),
  ids: awsIds(),
  randomness: awsRandomness(),
  users: awsUsers(),
  metrics: awsMetrics(),
  billing: awsBilling(),
  voice: awsVoice(),
  escalationUsage: awsEscalationUsage(),
  escalationCaps: awsEscalationCaps(),
  destinations: awsDestinations(),
  buddies: awsBuddies(),
  recoveries: awsRecoveries(),
  emailSuppressions: awsEmailSuppressions(),
  mail: awsMail(),
  securityEvents: awsSecurityEvents(),
}));
