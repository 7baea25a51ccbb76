import { newId } from './stripe-ids';
import {
  publicView,
  type SandboxCheckoutSession,
  type SandboxCustomer,
  type SandboxEventOf,
  type SandboxInvoice,
  type SandboxPaymentMethod,
  type SandboxSubscription,
} from './stripe-objects';

/** The events the sandbox sends, with the object each carries. */
interface EventObjects {
  'customer.created': SandboxCustomer;
  'customer.updated': SandboxCustomer;
  'payment_method.attached': SandboxPaymentMethod;
  'checkout.session.completed': SandboxCheckoutSession;
  'checkout.session.expired': SandboxCheckoutSession;
  'customer.subscription.created': SandboxSubscription;
  'customer.subscription.updated': SandboxSubscription;
  'customer.subscription.deleted': SandboxSubscription;
  'invoice.created': SandboxInvoice;
  'invoice.finalized': SandboxInvoice;
  'invoice.paid': SandboxInvoice;
  'invoice.payment_succeeded': SandboxInvoice;
  'invoice.payment_failed': SandboxInvoice;
}

type SandboxEventType = keyof EventObjects;

/** An event as Stripe sends it to a webhook endpoint, told apart by its `type`. */
export type SandboxEvent = { [T in SandboxEventType]: SandboxEventOf<T, EventObjects[T]> }[SandboxEventType];

export interface ChaosSettings {
  /** Every event is delivered twice. */
  duplicate: boolean;
  /** The events of one change are delivered newest first. */
  reorder: boolean;
}

export type EventLogRecord =
  { kind: 'event'; event: SandboxEvent } | { kind: 'delivered'; id: string } | ({ kind: 'chaos' } & ChaosSettings);

type EventsListener = (events: SandboxEvent[], chaos: ChaosSettings) => void;

/** Recent events are kept for the event log page; a compacted journal keeps this many. */
const KEEP_EVENTS = 1000;

/**
 * The events of each change, journaled and handed to the delivery as one batch when the change is done
 * (`flush`), with the chaos settings in force. Events stay undelivered until the delivery says otherwise,
 * across restarts.
 */
export class EventLog {
  private readonly recent: SandboxEvent[] = [];
  private readonly undelivered = new Map<string, SandboxEvent>();
  private batch: SandboxEvent[] = [];
  private listener: EventsListener | null = null;
  private chaosSettings: ChaosSettings = { duplicate: false, reorder: false };

  constructor(
    private readonly journal: (record: EventLogRecord) => void,
    private readonly options: { apiVersion: string; now: () => number },
  ) {}

  emit<T extends SandboxEventType>(
    type: T,
    value: EventObjects[T],
    previousAttributes?: Partial<EventObjects[T]>,
  ): void {
    // The object may be a stored one: what is sent is its public view.
    const object = publicView(value) as EventObjects[T];
    const typed: SandboxEventOf<T, EventObjects[T]> = {
      id: newId('evt'),
      object: 'event',
      api_version: this.options.apiVersion,
      created: this.options.now(),
      data: { object, ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    // TypeScript cannot tell that one event type's event is a member of the union.
    const event = typed as SandboxEvent;
    this.journal({ kind: 'event', event });
    this.remember(event);
    this.batch.push(event);
  }

  /** Hands the change's events to the delivery, with the chaos settings in force. */
  flush(): void {
    const events = this.batch;
    this.batch = [];
    if (events.length && this.listener)
      this.listener(
        events.map((event) => structuredClone(event)),
        this.chaos,
      );
  }

  /** Where each change's events go; events waiting from before a restart go first. */
  onEvents(listener: EventsListener): void {
    this.listener = listener;
    const waiting = [...this.undelivered.values()];
    if (waiting.length)
      listener(
        waiting.map((event) => structuredClone(event)),
        { duplicate: false, reorder: false },
      );
  }

  markDelivered(eventId: string): void {
    if (!this.undelivered.delete(eventId)) return;
    this.journal({ kind: 'delivered', id: eventId });
  }

  /** The newest events first, with whether each has been delivered. */
  list(limit: number): (SandboxEvent & { delivered: boolean })[] {
    return this.recent
      .slice(-limit)
      .reverse()
      .map((event) => ({ ...structuredClone(event), delivered: !this.undelivered.has(event.id) }));
  }

  get chaos(): ChaosSettings {
    return { ...this.chaosSettings };
  }

  setChaos(settings: Partial<ChaosSettings>): ChaosSettings {
    this.chaosSettings = { ...this.chaosSettings, ...settings };
    this.journal({ kind: 'chaos', ...this.chaosSettings });
    return this.chaos;
  }

  /** Takes in a journaled record (replay). */
  restore(record: EventLogRecord): void {
    switch (record.kind) {
      case 'event':
        this.remember(record.event);
        break;
      case 'delivered':
        this.undelivered.delete(record.id);
        break;
      case 'chaos':
        this.chaosSettings = { duplicate: record.duplicate, reorder: record.reorder };
        break;
    }
  }

  /** What a compacted journal keeps: the newest events, older ones still undelivered, and which were delivered. */
  live(): { events: SandboxEvent[]; delivered: string[] } {
    const kept = this.recent.slice(-KEEP_EVENTS);
    const pendingOlder = [...this.undelivered.values()].filter((event) => !kept.includes(event));
    return {
      events: [...pendingOlder, ...kept],
      delivered: kept.filter((event) => !this.undelivered.has(event.id)).map((event) => event.id),
    };
  }

  private remember(event: SandboxEvent): void {
    this.recent.push(event);
    this.undelivered.set(event.id, event);
    if (this.recent.length > KEEP_EVENTS * 2) this.recent.splice(0, this.recent.length - KEEP_EVENTS);
  }
}
