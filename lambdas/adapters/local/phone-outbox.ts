import { JsonFile } from './json-file';

/** Every text the local runtime "sent" to a phone, or received from one (the phone simulator's store). */
export interface PhoneMessage {
  to: string;
  from: string;
  body: string;
  sentAt: string;
  /** delivered: we sent it to the phone; received: the phone sent it to us. */
  status: 'delivered' | 'received';
  /** The provider id of an outgoing text, or the inbound message id of a reply. */
  messageId: string;
}

/** Old texts beyond this are dropped so the file stays small however long the runtime is used. */
const KEEP = 2000;

export class PhoneOutbox {
  private readonly file: JsonFile<PhoneMessage[]>;
  private readonly messages: PhoneMessage[];

  /** `path` null keeps everything in memory (tests). */
  constructor(path: string | null) {
    this.file = new JsonFile(path);
    this.messages = this.file.read([]);
  }

  record(message: PhoneMessage): PhoneMessage {
    this.messages.push(message);
    if (this.messages.length > KEEP) this.messages.splice(0, this.messages.length - KEEP);
    this.file.write(this.messages);
    return message;
  }

  /** Newest first; with a phone, only the texts to or from it. */
  list(phone?: string): PhoneMessage[] {
    const matching = phone ? this.messages.filter((m) => m.to === phone || m.from === phone) : this.messages;
    return [...matching].reverse();
  }

  /** The most recent text we sent to this phone: what a reply from it answers. */
  lastSentTo(phone: string): PhoneMessage | undefined {
    for (let i = this.messages.length - 1; i >= 0; i -= 1) {
      const m = this.messages[i]!;
      if (m.to === phone && m.status === 'delivered') return m;
    }
    return undefined;
  }
}
