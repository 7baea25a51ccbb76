import type { MailingPorts } from '../mailing-ports';
import type { OutgoingEmail } from '../ports/email-sender';

export type SendEmailDeps = Pick<MailingPorts, 'mail' | 'emailSuppressions' | 'metrics'>;

/** What became of one email: sent (with the provider's id), or not sent because the address bounced or complained. */
export type EmailOutcome = { sent: true; messageId: string } | { sent: false; suppressed: true };

/**
 * Sends one email unless its address is suppressed (a bounce or complaint recorded): a suppressed address is never
 * sent to, whatever the email. Provider failures throw EmailSendError for the caller to weigh.
 */
export async function sendEmail(deps: SendEmailDeps, email: OutgoingEmail & { kind: string }): Promise<EmailOutcome> {
  if (await deps.emailSuppressions.isSuppressed(email.to)) {
    deps.metrics.count('EmailsSuppressed');
    return { sent: false, suppressed: true };
  }
  const { kind, ...outgoing } = email;
  const { messageId } = await deps.mail.send(outgoing);
  deps.metrics.count('EmailsSent', { Kind: kind });
  return { sent: true, messageId };
}
