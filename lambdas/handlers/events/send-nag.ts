import * as z from 'zod/mini';
import {
  awsClock,
  awsIds,
  awsRandomness,
  awsMessages,
  awsMetrics,
  awsNagContext,
  awsNagRecords,
  awsOncePerWindow,
  awsPeople,
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
} from '../../composition/aws';
import { callFailedNag, retryNagText, type FailingTextsDeps } from '#core/escalation';
import { sendNag, type SendNagDeps } from '#core/nags/use-cases/send-nag';
import { sendWeeklySummary, type SendWeeklySummaryDeps } from '#core/summaries/use-cases/send-weekly-summary';
import { forwardWaitEnd } from '#core/recovery/use-cases/forward-wait-end';
import { endTripOnSchedule, type TripEndDeps } from '#core/reminders/use-cases/travel';
import { RECOVERY_WAIT_END_KIND } from '#shared/runtime/event-handlers';
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
  /**
   * A recovery's wait end scheduled before it had a queue of its own: forwarded there (its function moves the account).
   * New ones never come here (shared/runtime scheduleQueueOf).
   */
  z.object({ kind: z.literal(RECOVERY_WAIT_END_KIND), recoveryId: id(64) }),
  /** A reminder's nag (see scheduleNag). */
  z.object({ userId: id(64), reminderId: id(64), nagId: id(128) }),
]);

export type SendQueueDeps = SendNagDeps & SendWeeklySummaryDeps & FailingTextsDeps & TripEndDeps;

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
        : message.kind === RECOVERY_WAIT_END_KIND
          ? `recovery#${message.recoveryId}`
          : message.kind === 'tripEnd'
            ? `trip-end#${message.userId}`
            : `weekly-summary#${message.userId}`,
    run: async (message, d) => {
      if ('kind' in message && message.kind === RECOVERY_WAIT_END_KIND)
        return {
          event: `recovery.${await forwardWaitEnd(d, message.recoveryId)}`,
          fields: { recoveryId: message.recoveryId },
        };
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
  voice: awsVoice(),
  escalationUsage: awsEscalationUsage(),
  escalationCaps: awsEscalationCaps(),
  destinations: awsDestinations(),
  buddies: awsBuddies(),
  people: awsPeople(),
}));
