import * as z from 'zod/mini';
import { maskPhone } from '#shared/phone';
import {
  awsClock,
  awsIds,
  awsMessages,
  awsMetrics,
  awsNagRecords,
  awsOncePerWindow,
  awsRateLimiter,
  awsReminders,
  awsScheduler,
  awsSendPacer,
  awsSms,
  awsStats,
  awsUsers,
  awsBuddies,
  awsInvites,
  awsPeople,
  awsOptOuts,
  awsProviderOptOuts,
  awsRandomness,
  awsNagTextNumber,
  awsRecoveries,
  awsSecurityEvents,
  awsMail,
  awsEmailSuppressions,
} from '../../composition/aws';
import { handleReply, type HandleReplyDeps } from '#core/replies/use-cases/handle-reply';
import { PublishedAt, topicHandler } from '../../events/event-handler';

export type InboundSmsDeps = HandleReplyDeps;

/** The End User Messaging two-way SMS payload (the SNS message text); other fields are ignored. */
const TwoWaySms = z.object({
  originationNumber: z.string().check(z.minLength(1)),
  destinationNumber: z.string().check(z.minLength(1)),
  messageBody: z.string().check(z.maxLength(10_000)),
  inboundMessageId: z.string().check(z.minLength(1), z.maxLength(128)),
  previousPublishedMessageId: z.optional(z.string().check(z.maxLength(128))),
});

/**
 * A text to our number, delivered by SNS: recorded, acted on and answered (handleReply claims the inbound id
 * before acting, so a redelivery, or the retry of a delivery that failed halfway, is taken for a duplicate). An
 * unreadable payload is logged and dropped; a storage failure fails the invocation, so it shows and SNS retries it
 * (lambdas/events/event-handler.ts).
 */
export const makeHandler = (deps: () => InboundSmsDeps) =>
  topicHandler(deps, {
    name: 'sms.inbound',
    schema: z.object({ message: TwoWaySms, publishedAt: PublishedAt }),
    correlationIdOf: ({ message }) => message.inboundMessageId,
    run: async ({ message: sms, publishedAt }, d) => {
      const outcome = await handleReply(d, {
        from: sms.originationNumber,
        to: sms.destinationNumber,
        body: sms.messageBody,
        providerMessageId: sms.inboundMessageId,
        receivedAt: publishedAt,
        ...(sms.previousPublishedMessageId ? { inReplyTo: sms.previousPublishedMessageId } : {}),
      });
      return {
        event: `sms.inbound.${outcome.kind}`,
        fields: {
          from: maskPhone(sms.originationNumber),
          inboundMessageId: sms.inboundMessageId,
          ...(outcome.kind === 'handled'
            ? { userId: outcome.userId, reply: outcome.reply, answered: outcome.answered }
            : {}),
          ...(outcome.kind === 'buddy' ? { reply: outcome.reply, answered: outcome.answered } : {}),
        },
      };
    },
  });

export const handler = makeHandler(() => ({
  users: awsUsers(),
  messages: awsMessages(),
  reminders: awsReminders(),
  nagRecords: awsNagRecords(),
  scheduler: awsScheduler(),
  sms: awsSms(),
  optOuts: awsOptOuts(),
  sendPacer: awsSendPacer(),
  stats: awsStats(),
  oncePerWindow: awsOncePerWindow(),
  rateLimiter: awsRateLimiter(),
  randomness: awsRandomness(),
  nagTextNumber: awsNagTextNumber(),
  clock: awsClock(),
  ids: awsIds(),
  metrics: awsMetrics(),
  buddies: awsBuddies(),
  invites: awsInvites(),
  people: awsPeople(),
  providerOptOuts: awsProviderOptOuts(),
  recoveries: awsRecoveries(),
  securityEvents: awsSecurityEvents(),
  mail: awsMail(),
  emailSuppressions: awsEmailSuppressions(),
}));
