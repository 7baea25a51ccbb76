import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { EmailSendError, type EmailSender } from '#core/mailing/ports/email-sender';
import { log } from '../../observability/log';

export interface SesConfig {
  /** The verified identity emails come from: `NagText <no-reply@example.com>` or a bare address. */
  fromAddress: string;
  /** The configuration set whose event destination reports bounces and complaints (to the feedback topic). */
  configurationSetName: string;
}

/** SES v2's answers that a retry may fix (slow down), and those it never will. */
const THROTTLED = new Set(['TooManyRequestsException', 'LimitExceededException', 'SendingPausedException']);
const REJECTED = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
  'BadRequestException',
  'NotFoundException',
]);

function asSendError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (THROTTLED.has(error.name)) return new EmailSendError('throttled', error.message);
  if (REJECTED.has(error.name)) return new EmailSendError('rejected', `${error.name}: ${error.message}`);
  return error;
}

/** The domain of an address, which is all a log line says of it. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** Email through Amazon SES v2 (SendEmail): one destination, the simple content (subject, text and HTML), UTF-8. */
export function sesEmailSender(client: SESv2Client, config: SesConfig): EmailSender {
  return {
    async send({ to, subject, text, html }) {
      const { MessageId } = await client
        .send(
          new SendEmailCommand({
            FromEmailAddress: config.fromAddress,
            Destination: { ToAddresses: [to] },
            ConfigurationSetName: config.configurationSetName,
            Content: {
              Simple: {
                Subject: { Data: subject, Charset: 'UTF-8' },
                Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
              },
            },
          }),
        )
        .catch((error: unknown) => {
          // No subject or body in the log: a verification email's hold its code.
          log('error', 'email.send_failed', {
            toDomain: domainOf(to),
            error: error instanceof Error ? error.name : String(error),
          });
          throw asSendError(error);
        });
      if (!MessageId) throw new Error('SES accepted an email without returning a message id');
      return { messageId: MessageId };
    },
  };
}
