import { normalizeEmail } from '#core/mailing/domain/email-address';
import { AppendOnlyJournal } from './append-only-journal';

/** delivered: in the mailbox; bounced: the address was marked bouncing, so SES would have reported a bounce. */
export type MailStatus = 'delivered' | 'bounced';

/** One email the local runtime "sent" (the /dev/mail mailbox's store). */
export interface MailMessage {
  messageId: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  status: MailStatus;
}

/** One address's side, for the mailbox's list. */
export interface MailboxSummary {
  address: string;
  emails: number;
  lastAt: string;
  bouncing: boolean;
}

type MailboxRecord = { kind: 'email'; message: MailMessage } | { kind: 'bouncing'; address: string; at: string };

/**
 * The local mailbox, stored as the phone outbox is: each email and each address marked bouncing is one line appended to
 * a journal under `.data/` (never a file rewritten per change), replayed at start; in memory, per-address lists.
 * Addresses are kept normalized (trimmed, lower case), so `?to=` finds them however they are typed.
 */
export class LocalMailbox {
  private readonly journal: AppendOnlyJournal<MailboxRecord>;
  private readonly byAddress = new Map<string, MailMessage[]>();
  private readonly bouncing = new Map<string, string>();
  private readonly order: string[] = [];
  private total = 0;

  /** `path` null keeps everything in memory (tests). */
  constructor(path: string | null) {
    this.journal = new AppendOnlyJournal(path);
    this.journal.replay((record) => this.apply(record));
  }

  record(message: MailMessage): MailMessage {
    const stored = { ...message, to: normalizeEmail(message.to) };
    this.apply({ kind: 'email', message: stored });
    this.journal.append({ kind: 'email', message: stored });
    return stored;
  }

  /** Every email to the address, newest first. */
  list(address: string): MailMessage[] {
    return [...(this.byAddress.get(normalizeEmail(address)) ?? [])].reverse();
  }

  /** Marks the address as bouncing: what reaches it from now on bounces. Again changes nothing. */
  markBouncing(address: string, at: string): void {
    const key = normalizeEmail(address);
    if (this.bouncing.has(key)) return;
    this.apply({ kind: 'bouncing', address: key, at });
    this.journal.append({ kind: 'bouncing', address: key, at });
  }

  isBouncing(address: string): boolean {
    return this.bouncing.has(normalizeEmail(address));
  }

  count(): number {
    return this.total;
  }

  /** Addresses with emails or marked bouncing, most recent first. */
  addresses(limit: number): MailboxSummary[] {
    return this.order
      .slice()
      .reverse()
      .slice(0, limit)
      .map((address) => {
        const emails = this.byAddress.get(address) ?? [];
        return {
          address,
          emails: emails.length,
          lastAt: emails[emails.length - 1]?.sentAt ?? this.bouncing.get(address) ?? '',
          bouncing: this.bouncing.has(address),
        };
      });
  }

  private touch(address: string): void {
    const at = this.order.indexOf(address);
    if (at >= 0) this.order.splice(at, 1);
    this.order.push(address);
  }

  private apply(record: MailboxRecord): void {
    if (record.kind === 'bouncing') {
      this.bouncing.set(record.address, record.at);
      if (!this.byAddress.has(record.address)) this.touch(record.address);
      return;
    }
    const { message } = record;
    const list = this.byAddress.get(message.to) ?? [];
    list.push(message);
    this.byAddress.set(message.to, list);
    this.total += 1;
    this.touch(message.to);
  }
}
