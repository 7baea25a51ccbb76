import type { Access } from './routes';

/**
 * The non-HTTP entry points, declared like the routes: each names its Lambda entry, what triggers it and
 * what it may reach. The stateless stack attaches every one, and refuses to synth when an entry file is missing.
 */
export type EventSource =
  'sendQueue' | 'recoveryQueue' | 'inboundSmsTopic' | 'deliveryReceiptTopic' | 'emailFeedbackTopic';

/** The queues a fired schedule delivers to (EventBridge Scheduler in the cloud, the local scheduler's dispatch). */
export type ScheduleQueue = Extract<EventSource, 'sendQueue' | 'recoveryQueue'>;

/** The payload kind of a recovery's wait end (`{"kind":"completeRecovery","recoveryId"}`). */
export const RECOVERY_WAIT_END_KIND = 'completeRecovery';

/**
 * Where a schedule delivers, by what it carries: a recovery's wait end goes to its own queue and function (which alone
 * holds the Stripe key and the move); everything else (nags, their retries and calls, weekly summaries) to the send
 * queue.
 */
export function scheduleQueueOf(payload: { readonly [key: string]: unknown }): ScheduleQueue {
  return payload['kind'] === RECOVERY_WAIT_END_KIND ? 'recoveryQueue' : 'sendQueue';
}

export interface EventHandler {
  source: EventSource;
  /** Lambda entry, relative to the repository root: it must exist (synth and test/infra/routes.test.ts refuse a missing one). */
  handler: string;
  access: Access;
}

export const eventHandlers = {
  /**
   * The send queue: a reminder's schedule fired (claim the nag, text it, maybe call, schedule the next one), a failed
   * nag's retry or call, or a user's weekly summary. A recovery's wait end scheduled before it had its own queue is
   * forwarded there (scheduled again at once, which delivers it to the recovery queue): nothing here moves an account.
   */
  sendNag: {
    source: 'sendQueue',
    handler: 'lambdas/handlers/events/send-nag.ts',
    access: { data: 'readWrite', sms: true, voice: true, scheduler: true, textingBudget: true },
  },
  /**
   * A recovery's wait ended (its own queue, fed by the `recovery-<id>` schedule): move the account unless it was
   * cancelled, the Stripe customer's phone with it, and tell the old number and the verified email. A wait not yet
   * over is scheduled again.
   */
  recoveryWaitEnd: {
    source: 'recoveryQueue',
    handler: 'lambdas/handlers/events/complete-recovery.ts',
    // Stripe: the move sets the billing customer's phone.
    access: { data: 'readWrite', sms: true, scheduler: true, email: true, stripe: 'api' },
  },
  /**
   * A reply: recorded, acted on (DONE, SNOOZE, SKIP, LIST, PAUSE, STOP, START, HELP...) and answered once; STOP and
   * START are mirrored to the provider's opt-out list. NO from a number whose account's recovery waits cancels it (and
   * emails the notice).
   */
  inboundSms: {
    source: 'inboundSmsTopic',
    handler: 'lambdas/handlers/sms/handle-reply.ts',
    access: { data: 'readWrite', sms: true, optOutList: true, scheduler: true, email: true },
  },
  /**
   * Carrier delivery receipts update each message's status; a failed nag's retry, and then its call, are scheduled
   * into the send queue (this function never texts or calls).
   */
  deliveryReceipt: {
    source: 'deliveryReceiptTopic',
    handler: 'lambdas/handlers/sms/record-delivery-receipt.ts',
    access: { data: 'readWrite', scheduler: true },
  },
  /**
   * SES's bounce and complaint events (the email configuration set's destination): each address they name is
   * suppressed, never emailed again (this function sends nothing and writes only the suppressions).
   */
  emailFeedback: {
    source: 'emailFeedbackTopic',
    handler: 'lambdas/handlers/email/record-email-feedback.ts',
    access: { emailSuppressions: true },
  },
} as const satisfies Record<string, EventHandler>;
