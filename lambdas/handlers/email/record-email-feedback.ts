import * as z from 'zod/mini';
import { awsEmailSuppressions, awsMetrics } from '../../composition/aws';
import { recordEmailFeedback, type EmailFeedbackEvent } from '#core/mailing';
import { topicHandler } from '../../events/event-handler';

export type EmailFeedbackDeps = Parameters<typeof recordEmailFeedback>[0];

/** An ISO instant SES wrote (`2026-11-24T10:00:02.669Z`), read back as one. */
const Instant = z.pipe(
  z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'not a readable instant')),
  z.transform((text) => new Date(Date.parse(text)).toISOString()),
);

/** A recipient as SES names it: an address, at most the 320 characters an address may have. */
const Recipient = z.object({
  emailAddress: z.string().check(z.minLength(3), z.maxLength(320), z.includes('@')),
});

/** The email the event is about (SES's `mail` object; only its id is read: every line of the record carries it). */
const Mail = z.object({ messageId: z.string().check(z.minLength(1), z.maxLength(256)) });

/**
 * The record SES publishes to SNS for a configuration set's event destination, when the event is a bounce or a
 * complaint (the only two the destination sends; other fields ignored). See SES's "Contents of event data that
 * Amazon SES publishes to Amazon SNS".
 */
export const SesFeedbackRecord = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.literal('Bounce'),
    mail: Mail,
    bounce: z.object({
      /** Permanent (hard), Transient (soft: a full mailbox, a message too large) or Undetermined. */
      bounceType: z.string(),
      bounceSubType: z.optional(z.string()),
      bouncedRecipients: z.array(Recipient).check(z.minLength(1)),
      timestamp: Instant,
    }),
  }),
  z.object({
    eventType: z.literal('Complaint'),
    mail: Mail,
    complaint: z.object({
      complainedRecipients: z.array(Recipient).check(z.minLength(1)),
      timestamp: Instant,
      complaintFeedbackType: z.optional(z.string()),
    }),
  }),
]);
export type SesFeedbackRecord = z.output<typeof SesFeedbackRecord>;

/** `Ada <ada@example.com>` or `ada@example.com`: the address alone. */
const bareAddress = (text: string) => /<([^<>]+)>\s*$/.exec(text)?.[1]?.trim() ?? text.trim();

/**
 * What suppresses: every complaint, and a permanent bounce (the address does not exist, or SES already had it on its
 * suppression list). A transient or undetermined bounce suppresses nothing: the next email may well arrive.
 */
export function feedbackOf(record: SesFeedbackRecord): EmailFeedbackEvent | null {
  if (record.eventType === 'Complaint') {
    const { complainedRecipients, timestamp } = record.complaint;
    return {
      kind: 'complaint',
      addresses: complainedRecipients.map((r) => bareAddress(r.emailAddress)),
      at: timestamp,
    };
  }
  const { bounceType, bouncedRecipients, timestamp } = record.bounce;
  if (bounceType !== 'Permanent') return null;
  return { kind: 'bounce', addresses: bouncedRecipients.map((r) => bareAddress(r.emailAddress)), at: timestamp };
}

/** The domain of an address, which is all a log line says of it. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * SES's bounces and complaints, from the email configuration set's SNS topic (lambdas/events/event-handler.ts):
 * each address a complaint or a permanent bounce names is suppressed through mailing's recordEmailFeedback, which
 * keeps the first record, so a redelivery or any order of events ends the same. Unreadable records are logged and
 * dropped.
 */
export const makeHandler = (deps: () => EmailFeedbackDeps) =>
  topicHandler(deps, {
    name: 'email.feedback',
    schema: z.object({ message: SesFeedbackRecord, publishedAt: z.unknown() }),
    // The email's SES id: its send and its feedback share it.
    correlationIdOf: ({ message }) => message.mail.messageId,
    run: async ({ message: record }, d) => {
      const feedback = feedbackOf(record);
      if (!feedback) {
        return {
          event: 'email.feedback.not_suppressed',
          fields: { messageId: record.mail.messageId, eventType: record.eventType, bounceType: bounceTypeOf(record) },
        };
      }
      await recordEmailFeedback(d, feedback);
      return {
        event: `email.feedback.${feedback.kind}`,
        fields: {
          messageId: record.mail.messageId,
          suppressed: feedback.addresses.length,
          domains: [...new Set(feedback.addresses.map(domainOf))],
        },
      };
    },
  });

const bounceTypeOf = (record: SesFeedbackRecord) =>
  record.eventType === 'Bounce' ? record.bounce.bounceType : undefined;

export const handler = makeHandler(() => ({
  emailSuppressions: awsEmailSuppressions(),
  metrics: awsMetrics(),
}));
