export interface IdempotentAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

export type IdempotencyRecord = { kind: 'idempotency'; key: string; at: number } & IdempotentAnswer;

/** Stripe keeps an idempotency key's answer for a day. */
const IDEMPOTENCY_SECONDS = 24 * 3600;

/** The API server's answers by idempotency key, replayed to a retry with the same key. */
export class IdempotencyMemory {
  private readonly answers = new Map<string, IdempotencyRecord>();

  constructor(
    private readonly journal: (record: IdempotencyRecord) => void,
    private readonly now: () => number,
  ) {}

  get size(): number {
    return this.answers.size;
  }

  answerTo(key: string): IdempotentAnswer | undefined {
    const found = this.answers.get(key);
    if (!found || found.at < this.now() - IDEMPOTENCY_SECONDS) return undefined;
    return found;
  }

  remember(key: string, answer: IdempotentAnswer): void {
    const record = { kind: 'idempotency' as const, key, ...answer, at: this.now() };
    this.answers.set(key, record);
    this.journal(record);
  }

  /** Takes in a journaled answer (replay). */
  restore(record: IdempotencyRecord): void {
    this.answers.set(record.key, record);
  }

  /** Forgets the answers too old to replay; returns those left, for a compacted journal. */
  prune(): IdempotencyRecord[] {
    const cutoff = this.now() - IDEMPOTENCY_SECONDS;
    for (const [key, answer] of this.answers) if (answer.at < cutoff) this.answers.delete(key);
    return [...this.answers.values()];
  }
}
