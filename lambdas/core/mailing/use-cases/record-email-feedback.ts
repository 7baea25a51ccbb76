import type { MailingPorts } from '../mailing-ports';
import type { EmailFeedback } from '../domain/email-address';

/** A bounce or complaint as the provider reports it: SES's event on the topic, the local mailbox's bounce. */
export interface EmailFeedbackEvent {
  kind: EmailFeedback;
  /** The recipients it names. */
  addresses: readonly string[];
  /** When the provider saw it (ISO). */
  at: string;
}

/**
 * Suppresses every address the event names. Safe to run twice and in any order: suppressing is a put that keeps the
 * first record, and nothing ever takes an address off by event, so any order of deliveries ends the same.
 */
export async function recordEmailFeedback(
  deps: Pick<MailingPorts, 'emailSuppressions' | 'metrics'>,
  event: EmailFeedbackEvent,
): Promise<string> {
  for (const address of event.addresses) {
    await deps.emailSuppressions.suppress(address, event.kind, event.at);
    deps.metrics.count('EmailFeedback', { Kind: event.kind });
  }
  return `${event.addresses.length} address(es) suppressed after a ${event.kind}`;
}
