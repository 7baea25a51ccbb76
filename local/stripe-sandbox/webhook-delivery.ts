import Stripe from 'stripe';
import type { Clock } from '#core/kernel/clock';
import type { ChaosSettings, SandboxEvent } from './event-log';

type Log = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) => void;

export interface WebhookDeliveryOptions {
  /** The endpoint's signing secret (`whsec_...`), shared with the app's webhook verification. */
  secret: string;
  /** Signatures are dated on the app's clock, as the app measures their age on it. */
  clock: Clock;
  /** The app's webhook URL; null until the server listens. */
  target: () => string | null;
  delivered: (eventId: string) => void;
  log: Log;
}

/** Stripe backs off for hours; locally a few quick tries show the same behaviour without the wait. */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000];

/**
 * Posts the sandbox's events to the app's webhook endpoint the way Stripe does: one JSON event per
 * request, signed with the endpoint secret (the stripe package's own signing), asynchronously and in
 * order, retried on failure. Chaos settings duplicate every event or deliver each change's events
 * newest first, so the app's idempotency and order safety are exercised for real.
 */
export class WebhookDelivery {
  private readonly queue: SandboxEvent[] = [];
  private draining: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: WebhookDeliveryOptions) {}

  enqueue(events: SandboxEvent[], chaos: ChaosSettings): void {
    const ordered = chaos.reorder ? [...events].reverse() : events;
    this.queue.push(...ordered, ...(chaos.duplicate ? ordered.map((event) => structuredClone(event)) : []));
    this.draining ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  /**
   * Resolves true once nothing waits to be delivered (each event delivered or given up after its retries),
   * or false after `timeoutMs` when one is given.
   */
  async settled(timeoutMs = Number.POSITIVE_INFINITY): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.draining) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await Promise.race([this.draining, new Promise((resolve) => setTimeout(resolve, Math.min(left, 200)))]);
    }
    return true;
  }

  stop(): void {
    this.stopped = true;
  }

  private async drain(): Promise<void> {
    try {
      for (let event = this.queue.shift(); event && !this.stopped; event = this.queue.shift())
        await this.deliver(event);
    } finally {
      this.draining = null;
      if (this.queue.length && !this.stopped) this.draining = this.drain();
    }
  }

  private async deliver(event: SandboxEvent): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length && !this.stopped; attempt += 1) {
      const url = this.options.target();
      const status = url ? await this.post(url, payload) : 0;
      if (status >= 200 && status < 300) {
        this.options.delivered(event.id);
        return;
      }
      this.options.log('warn', 'stripe_sandbox.webhook_failed', {
        eventId: event.id,
        type: event.type,
        status,
        attempt: attempt + 1,
      });
      if (attempt < RETRY_DELAYS_MS.length)
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
    if (!this.stopped)
      this.options.log('error', 'stripe_sandbox.webhook_gave_up', { eventId: event.id, type: event.type });
  }

  private async post(url: string, payload: string): Promise<number> {
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.options.secret,
      timestamp: Math.floor(this.options.clock.now().getTime() / 1000),
    });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }
}
