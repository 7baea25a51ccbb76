/** What happens in the simulated world, in time order (ties in the order they were queued). */
export type SimEvent =
  | { kind: 'fire'; name: string; version: number }
  | {
      kind: 'deliver';
      payload: { userId: string; reminderId: string; nagId: string; failed?: 'retryNag' | 'callNag' };
      attempt: number;
    }
  /** sentAt: when the person sent it (a retry after a crash comes later, but the reply may already have taken effect). */
  | { kind: 'reply'; userId: string; body: string; inReplyTo?: string; id: string; attempt: number; sentAt: number }
  | { kind: 'receipt'; providerMessageId: string; outcome: 'delivered' | 'failed'; attempt: number }
  | { kind: 'billing'; userId: string; eventId: string; attempt: number }
  | { kind: 'day'; day: number };

interface Queued {
  at: number;
  seq: number;
  event: SimEvent;
}

/** A binary heap by (at, seq): O(log n) per push and pop over a month of events. */
export class EventQueue {
  private items: Queued[] = [];
  private seq = 0;

  get size(): number {
    return this.items.length;
  }

  push(at: number, event: SimEvent): void {
    this.items.push({ at, seq: this.seq++, event });
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(this.items[i]!, this.items[parent]!)) break;
      [this.items[i], this.items[parent]] = [this.items[parent]!, this.items[i]!];
      i = parent;
    }
  }

  pop(): Queued | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (this.items.length > 0 && last) {
      this.items[0] = last;
      let i = 0;
      for (;;) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let best = i;
        if (l < this.items.length && this.before(this.items[l]!, this.items[best]!)) best = l;
        if (r < this.items.length && this.before(this.items[r]!, this.items[best]!)) best = r;
        if (best === i) break;
        [this.items[i], this.items[best]] = [this.items[best]!, this.items[i]!];
        i = best;
      }
    }
    return top;
  }

  /** Pending events that match, for the end-of-run checks (a schedule may be on its way as a delivery). */
  some(match: (event: SimEvent) => boolean): boolean {
    return this.items.some((q) => match(q.event));
  }

  private before(a: Queued, b: Queued): boolean {
    return a.at < b.at || (a.at === b.at && a.seq < b.seq);
  }
}
