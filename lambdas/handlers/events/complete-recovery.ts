import * as z from 'zod/mini';
import {
  awsBilling,
  awsClock,
  awsEmailSuppressions,
  awsIds,
  awsMail,
  awsMessages,
  awsMetrics,
  awsOptOuts,
  awsRecoveries,
  awsScheduler,
  awsSecurityEvents,
  awsSendPacer,
  awsSms,
  awsUsers,
} from '../../composition/aws';
import { completeRecovery, type CompleteDeps } from '#core/recovery';
import { reportFailed } from '#core/auth';
import { RECOVERY_WAIT_END_KIND } from '#shared/runtime/event-handlers';
import { queueHandler } from '../../events/event-handler';

/** What the recovery queue carries: a recovery's wait end (see confirmRecoveryNumber). */
const WaitEnd = z.object({
  kind: z.literal(RECOVERY_WAIT_END_KIND),
  recoveryId: z.string().check(z.minLength(1), z.maxLength(64)),
});

/**
 * The recovery queue's consumer: a recovery's wait ended, so the account moves unless it was cancelled (completeRecovery
 * claims it first: any number of deliveries and a cancel, in any order, act once). A failure to move gives the claim
 * back and throws, so this message alone is redelivered (and dead-lettered after five tries).
 */
export const makeHandler = (deps: () => CompleteDeps) =>
  queueHandler(deps, {
    name: 'recovery_queue',
    schema: WaitEnd,
    correlationIdOf: (message) => `recovery#${message.recoveryId}`,
    run: async (message, d) => {
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
    },
  });

export const handler = makeHandler(() => ({
  recoveries: awsRecoveries(),
  users: awsUsers(),
  scheduler: awsScheduler(),
  clock: awsClock(),
  ids: awsIds(),
  metrics: awsMetrics(),
  securityEvents: awsSecurityEvents(),
  mail: awsMail(),
  emailSuppressions: awsEmailSuppressions(),
  sms: awsSms(),
  sendPacer: awsSendPacer(),
  messages: awsMessages(),
  optOuts: awsOptOuts(),
  billing: awsBilling(),
}));
