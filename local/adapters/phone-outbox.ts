import type { CallResult } from '#shared/vocabulary';
import { AppendOnlyJournal } from './append-only-journal';
import { migrateLegacyJsonArray } from './legacy-json-array';

/** queued: the provider took it; delivered / failed: what the carrier's receipt said; received: the phone sent it to us. */
export type PhoneMessageStatus = 'queued' | 'delivered' | 'failed' | 'received';
export type OutgoingStatus = Exclude<PhoneMessageStatus, 'received'>;

/** Every text the local runtime "sent" to a phone, or received from one (the phone simulator's store). */
export interface PhoneMessage {
  to: string;
  from: string;
  body: string;
  sentAt: string;
  status: PhoneMessageStatus;
  /** The provider id of an outgoing text, or the inbound message id of a reply. */
  messageId: string;
  /** A reply only: the id of the text it answers (the two-way payload's previousPublishedMessageId). */
  inReplyTo?: string;
  /** A call (`body`: the words it speaks, `ssml`: what the provider would be given); absent: a text. */
  channel?: 'voice';
  ssml?: string;
  /** A call only: how it ended, as the stand-in reported it in its voice events (absent while it rings). */
  callResult?: CallResult;
}

/**
 * How the simulated provider treats texts to a number: ok (delivered), fail (accepted, then a FAILED
 * receipt) or throttle (refused at once, as when the account's rate is exceeded). Calls alike: ok rings,
 * fail is refused as undeliverable, throttle is refused as too many requests.
 */
export type SmsMode = 'ok' | 'fail' | 'throttle';

/** One phone's side of the conversation, for the simulator's list of numbers. */
export interface PhoneSummary {
  phone: string;
  texts: number;
  lastAt: string;
  mode: SmsMode;
}

type OutboxRecord =
  | { kind: 'text'; message: PhoneMessage }
  | { kind: 'status'; messageId: string; status: OutgoingStatus }
  | { kind: 'call'; messageId: string; callResult: CallResult }
  | { kind: 'mode'; phone: string; mode: SmsMode };

/** The phone's side of a text: who received it, or who sent it to us. */
const phoneOf = (message: PhoneMessage) => (message.status === 'received' ? message.from : message.to);

/**
 * The phone simulator's store. Keeps every text: each text, status change and mode change is one line
 * appended to a journal (O(1) I/O), replayed at start; in memory, per-phone lists and an id index make
 * `list(phone)`, `lastSentTo` and `find` cheap however many texts there are.
 */
export class PhoneOutbox {
  private readonly journal: AppendOnlyJournal<OutboxRecord>;
  private readonly messages: PhoneMessage[] = [];
  private readonly byPhone = new Map<string, PhoneMessage[]>();
  private readonly byId = new Map<string, PhoneMessage>();
  private readonly modes = new Map<string, SmsMode>();
  /** Each phone's latest text, as its position in `messages`: recency, even for texts sent in the same millisecond. */
  private readonly lastPosition = new Map<string, number>();

  /** `path` null keeps everything in memory (tests). */
  constructor(path: string | null) {
    migrateLegacyJsonArray<PhoneMessage, OutboxRecord>(path, (message) => ({ kind: 'text', message }));
    this.journal = new AppendOnlyJournal(path);
    this.journal.replay((record) => this.apply(record));
  }

  /** Stores a text. A message id names one text: recording it again returns the first, unchanged. */
  record(message: PhoneMessage): PhoneMessage {
    const existing = this.byId.get(message.messageId);
    if (existing) return existing;
    const stored = { ...message };
    this.apply({ kind: 'text', message: stored });
    this.journal.append({ kind: 'text', message: stored });
    return stored;
  }

  /** An outgoing text's new status (a delivery receipt); undefined when no outgoing text has that id. */
  setStatus(messageId: string, status: OutgoingStatus): PhoneMessage | undefined {
    const message = this.byId.get(messageId);
    if (!message || message.status === 'received') return undefined;
    if (message.status !== status) {
      this.apply({ kind: 'status', messageId, status });
      this.journal.append({ kind: 'status', messageId, status });
    }
    return message;
  }

  /** How a call ended (the first word stands: a call ends once); undefined when no call has that id. */
  setCallResult(messageId: string, callResult: CallResult): PhoneMessage | undefined {
    const message = this.byId.get(messageId);
    if (message?.channel !== 'voice') return undefined;
    if (message.callResult === undefined) {
      this.apply({ kind: 'call', messageId, callResult });
      this.journal.append({ kind: 'call', messageId, callResult });
    }
    return message;
  }

  find(messageId: string): PhoneMessage | undefined {
    return this.byId.get(messageId);
  }

  count(): number {
    return this.messages.length;
  }

  /** Newest first; with a phone, only the texts to or from it (O(that phone's texts)). */
  list(phone?: string): PhoneMessage[] {
    const matching = phone === undefined ? this.messages : (this.byPhone.get(phone) ?? []);
    return [...matching].reverse();
  }

  /** The newest `limit` texts of every phone, newest first. */
  recent(limit: number): PhoneMessage[] {
    return this.messages.slice(-limit).reverse();
  }

  /** The most recent text we sent to this phone that did not fail: what a reply from it answers. */
  lastSentTo(phone: string): PhoneMessage | undefined {
    const texts = this.byPhone.get(phone) ?? [];
    for (let i = texts.length - 1; i >= 0; i -= 1) {
      const m = texts[i]!;
      // A call is not a text a reply can answer.
      if ((m.status === 'queued' || m.status === 'delivered') && m.channel !== 'voice') return m;
    }
    return undefined;
  }

  /** Phones with texts, most recent activity first (the order texts were recorded in). */
  phones(limit: number): PhoneSummary[] {
    return [...this.lastPosition]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([phone]) => {
        const texts = this.byPhone.get(phone)!;
        return { phone, texts: texts.length, lastAt: texts[texts.length - 1]!.sentAt, mode: this.modeOf(phone) };
      });
  }

  modeOf(phone: string): SmsMode {
    return this.modes.get(phone) ?? 'ok';
  }

  setMode(phone: string, mode: SmsMode): void {
    if (this.modeOf(phone) === mode) return;
    this.apply({ kind: 'mode', phone, mode });
    this.journal.append({ kind: 'mode', phone, mode });
  }

  /** Releases the journal file (a later write opens it again). */
  close(): void {
    this.journal.close();
  }

  private apply(record: OutboxRecord): void {
    if (record.kind === 'text') {
      const message = record.message;
      if (this.byId.has(message.messageId)) return;
      this.messages.push(message);
      this.byId.set(message.messageId, message);
      const phone = phoneOf(message);
      this.lastPosition.set(phone, this.messages.length - 1);
      const texts = this.byPhone.get(phone);
      if (texts) texts.push(message);
      else this.byPhone.set(phone, [message]);
    } else if (record.kind === 'status') {
      const message = this.byId.get(record.messageId);
      if (message && message.status !== 'received') message.status = record.status;
    } else if (record.kind === 'call') {
      const message = this.byId.get(record.messageId);
      if (message?.channel === 'voice' && message.callResult === undefined) message.callResult = record.callResult;
    } else if (record.mode === 'ok') {
      this.modes.delete(record.phone);
    } else {
      this.modes.set(record.phone, record.mode);
    }
  }
}
