/**
 * What the business watches, counted as it happens: CloudWatch metrics in the cloud (the dashboard and alarms of
 * infra/constructs/monitoring.ts read them by these names), one line each locally. The names are a contract with
 * the dashboard: rename one and its graph goes blank. Each counted event's dimension, if any, takes a small fixed
 * set of values (never a user, a number or an id).
 */
export interface CountedEvents {
  /** A one-time code texted, by what it is for (register, login, phone_change, account_deletion). */
  CodesSent: { Purpose: string };
  /** An account created. */
  SignUps: null;
  /** A nag the provider took. */
  NagsSent: null;
  /** A nag that did not reach the phone: rejected when sent, or reported failed by the carrier. */
  NagsFailed: null;
  /** A text from a phone, by what it asked (done, snooze, stop, reminder_request, ... unknown_sender). */
  Replies: { Command: string };
  /** A number that texted STOP (or words meaning it) while not opted out: an account's, a buddy's or any other. */
  OptOuts: null;
  /** A START that could not take the number off the provider's opt-out list (AWS: once per number in 30 days). */
  OptOutMirrorFailures: null;
  /** A billing provider event handled for the first time, by its kind. */
  WebhookEvents: { Type: string };
  /** A call placed (the last rung of a ladder, or a failing number's fallback), by why. */
  CallsPlaced: { Reason: 'ladder' | 'fallback' };
  /** A call the provider refused. */
  CallsFailed: null;
  /** A text to a user's buddy: the consent ask, or a reminder's day ended unanswered. */
  BuddyTexts: { Kind: 'ask' | 'ignored' };
  /** A request refused for a rate limit (429), by the limit that refused it. */
  RateLimitRefusals: { Limit: string };
  /** An email the provider took, by what it is (verification, email_changed). */
  EmailsSent: { Kind: string };
  /** An email not sent: its address bounced or complained before. */
  EmailsSuppressed: null;
  /** An address suppressed by the provider's feedback, by which (bounce, complaint). */
  EmailFeedback: { Kind: 'bounce' | 'complaint' };
  /** A recovery of a lost number's account: started (its code emailed) or completed (the account moved). */
  Recoveries: { Outcome: 'started' | 'completed' };
  /** A number's move the billing customer could not follow at once (the provider failed; the next checkout or portal opening writes it). */
  BillingPhoneFailures: null;
}

export type CountedEvent = keyof CountedEvents;

export interface TimedEvents {
  /** How long after its due time a nag was sent. */
  NagLatenessSeconds: null;
}

export type TimedEvent = keyof TimedEvents;

export interface Metrics {
  /** One more of `name`, with its dimension when it has one. */
  count<N extends CountedEvent>(name: N, ...dimension: CountedEvents[N] extends null ? [] : [CountedEvents[N]]): void;
  /** One measurement of `name`, in seconds. */
  seconds(name: TimedEvent, value: number): void;
}
