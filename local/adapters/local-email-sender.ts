import { randomUUID } from 'node:crypto';
import type { Clock } from '#core/kernel/clock';
import type { EmailSender } from '#core/mailing/ports/email-sender';
import type { LocalMailbox } from './local-mailbox';

/** The address local emails come from (example.com: never a real mailbox). */
export const LOCAL_FROM_ADDRESS = 'NagText <no-reply@nagtext.example.com>';

/** What SES would report on the configuration set's topic after an email to a bouncing address. */
export type BounceListener = (address: string, at: Date) => Promise<void>;

/**
 * The local stand-in for SES: every email lands in the /dev/mail mailbox. To an address marked bouncing
 * (POST /dev/mail/bounce) it is stored as bounced and the bounce is reported, as SES's event would be, to the listener
 * the local server sets (which suppresses the address).
 */
export class LocalEmailSender implements EmailSender {
  private bounceListener: BounceListener | null = null;

  constructor(
    private readonly mailbox: LocalMailbox,
    private readonly clock: Clock,
  ) {}

  onBounce(listener: BounceListener): void {
    this.bounceListener = listener;
  }

  async send({ to, subject, text, html }: Parameters<EmailSender['send']>[0]): Promise<{ messageId: string }> {
    const now = this.clock.now();
    const bounced = this.mailbox.isBouncing(to);
    const { messageId } = this.mailbox.record({
      messageId: randomUUID(),
      to,
      from: LOCAL_FROM_ADDRESS,
      subject,
      text,
      html,
      sentAt: now.toISOString(),
      status: bounced ? 'bounced' : 'delivered',
    });
    if (bounced) await this.bounceListener?.(to, now);
    return { messageId };
  }
}
