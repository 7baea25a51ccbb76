import type Stripe from 'stripe';
import { MinHeap } from '../adapters/min-heap';
import type { Clock } from '#core/kernel/clock';
import {
  checkoutPriceOf,
  checkoutTrialDaysOf,
  completeCheckout,
  createCheckoutSession,
  expireIfDue,
  listCheckoutSessions,
  type CheckoutInput,
} from './checkout';
import { createCustomer, pageTimeZoneOf, updateCustomer } from './customers';
import { EventLog, type ChaosSettings, type SandboxEvent } from './event-log';
import type { Params } from './form-params';
import { IdempotencyMemory, type IdempotentAnswer } from './idempotency';
import { ObjectStore } from './object-store';
import { completeJournaledObjects } from './objects/journaled';
import { createPortalSession, portalView, setCancelAtPeriodEnd, updateCard, type PortalView } from './portal';
import { createPrice, listPrices } from './prices';
import { daysAfter } from './billing-calendar';
import { advance, nextDueAt, schedule } from './renewals';
import type { SandboxContext } from './sandbox-context';
import { SandboxJournal } from './sandbox-journal';
import {
  publicView,
  type ObjectType,
  type SandboxCheckoutSession,
  type SandboxCustomer,
  type SandboxObjects,
  type SandboxPortalSession,
  type SandboxPrice,
  type SandboxSubscription,
} from './stripe-objects';
import { cancelSubscription } from './subscriptions';

export interface StripeSandboxOptions {
  /** The journal under `.data/` (one JSON line per change); null keeps everything in memory (tests). */
  journalPath: string | null;
  /** The app's shared, movable clock: trials end and periods renew on it. */
  clock: Clock;
  /** Where checkout and portal pages are served when a session's return address does not say (`http://localhost:3000`). */
  pageBaseUrl: () => string;
  apiVersion: string;
}

/**
 * The local Stripe: customers, prices and products, checkout sessions, subscriptions with their invoices,
 * billing portal sessions and events, kept as Stripe shapes. Every change is one line appended to a
 * journal (replayed at start, compacted when mostly superseded). Events go to `onEvents` in batches, one
 * batch per change, for signed delivery.
 */
export class StripeSandbox {
  private readonly journal: SandboxJournal;
  private readonly eventLog: EventLog;
  private readonly idempotency: IdempotencyMemory;
  private readonly context: SandboxContext;

  constructor(options: StripeSandboxOptions) {
    const journal = new SandboxJournal(options.journalPath);
    const append = journal.append.bind(journal);
    const now = () => Math.floor(options.clock.now().getTime() / 1000);
    const objects = new ObjectStore(append);
    this.journal = journal;
    this.eventLog = new EventLog(append, { apiVersion: options.apiVersion, now });
    this.idempotency = new IdempotencyMemory(append, now);
    this.context = {
      objects,
      events: this.eventLog,
      due: new MinHeap((a, b) => a.at < b.at),
      now,
      pageBaseUrl: options.pageBaseUrl,
    };
    const parts = { objects, events: this.eventLog, idempotency: this.idempotency };
    journal.replayInto(parts);
    completeJournaledObjects(objects);
    for (const subscription of objects.ofType('subscription')) schedule(this.context, subscription);
    journal.compactIfMostlySuperseded(parts);
  }

  // ---- wiring -------------------------------------------------------------------------------------

  /** Where each change's events go (the webhook delivery); events waiting from before a restart go first. */
  onEvents(listener: (events: SandboxEvent[], chaos: ChaosSettings) => void): void {
    this.eventLog.onEvents(listener);
  }

  markDelivered(eventId: string): void {
    this.eventLog.markDelivered(eventId);
  }

  get chaos(): ChaosSettings {
    return this.eventLog.chaos;
  }

  setChaos(settings: Partial<ChaosSettings>): ChaosSettings {
    return this.eventLog.setChaos(settings);
  }

  /** The newest events first, with whether each has been delivered. */
  events(limit = 100): (SandboxEvent & { delivered: boolean })[] {
    return this.eventLog.list(limit);
  }

  // ---- idempotency (the API server's) -------------------------------------------------------------

  idempotentAnswer(key: string): IdempotentAnswer | undefined {
    return this.idempotency.answerTo(key);
  }

  rememberAnswer(key: string, answer: IdempotentAnswer): void {
    this.idempotency.remember(key, answer);
  }

  // ---- the API ------------------------------------------------------------------------------------

  createCustomer(params: Params): SandboxCustomer {
    return createCustomer(this.context, params);
  }

  updateCustomer(id: string, params: Params): SandboxCustomer {
    return updateCustomer(this.context, id, params);
  }

  retrieve<K extends ObjectType>(type: K, id: string, param = 'id'): SandboxObjects[K] {
    const found = this.context.objects.find(type, id, param);
    // A session past its expiry is expired as it is read, and read as expired (as Stripe answers).
    const current: object = found.object === 'checkout.session' ? expireIfDue(this.context, found) : found;
    return publicView(current) as SandboxObjects[K];
  }

  listPrices(params: Params): Stripe.ApiList<SandboxPrice> {
    return listPrices(this.context, params);
  }

  createPrice(params: Params): SandboxPrice {
    return createPrice(this.context, params);
  }

  createCheckoutSession(params: Params): SandboxCheckoutSession {
    return createCheckoutSession(this.context, params);
  }

  listCheckoutSessions(params: Params): Stripe.ApiList<SandboxCheckoutSession> {
    return listCheckoutSessions(this.context, params);
  }

  cancelSubscription(id: string): SandboxSubscription {
    return cancelSubscription(this.context, id);
  }

  createPortalSession(params: Params): SandboxPortalSession {
    return createPortalSession(this.context, params);
  }

  // ---- what the pages do ---------------------------------------------------------------------------

  /** The price a checkout session sells, and the trial it grants (what its page shows). */
  checkoutPriceOf(sessionId: string): string {
    return checkoutPriceOf(this.context, sessionId);
  }

  checkoutTrialDaysOf(sessionId: string): number {
    return checkoutTrialDaysOf(this.context, sessionId);
  }

  /** When a trial started by completing this checkout now would end (epoch seconds); null without a trial. */
  checkoutTrialEndOf(sessionId: string): number | null {
    const days = checkoutTrialDaysOf(this.context, sessionId);
    return days > 0 ? daysAfter(this.context.now(), days) : null;
  }

  /** The zone the pages show this customer's dates in: the account's, as NagText noted it; UTC when unknown. */
  pageTimeZoneOf(customerId: string): string {
    return pageTimeZoneOf(this.context.objects.get('customer', customerId));
  }

  /** The checkout page's "Start trial" (or "Subscribe"): a card, or an outcome standing for one. */
  completeCheckout(sessionId: string, input: CheckoutInput): { session: SandboxCheckoutSession; redirectUrl: string } {
    return completeCheckout(this.context, sessionId, input);
  }

  /** The newest subscription of the customer a portal session is for (what the portal page shows). */
  portalView(portalSessionId: string): PortalView {
    return portalView(this.context, portalSessionId);
  }

  /** Portal: cancel at the period's end (true) or take that back (false). */
  setCancelAtPeriodEnd(portalSessionId: string, cancel: boolean): SandboxSubscription {
    return setCancelAtPeriodEnd(this.context, portalSessionId, cancel);
  }

  /** Portal: a new card becomes the default; an unpaid invoice is paid with it at once (Stripe retries it). */
  updateCard(portalSessionId: string, number: string): SandboxSubscription {
    return updateCard(this.context, portalSessionId, number);
  }

  // ---- the clock ------------------------------------------------------------------------------------

  /** When the next trial end, renewal or payment retry falls (app clock); null when nothing is booked. */
  nextDueAt(): Date | null {
    const at = nextDueAt(this.context);
    return at === undefined ? null : new Date(at * 1000);
  }

  /** Runs every trial end, renewal and payment retry that the clock has passed, in time order. */
  advance(): number {
    return advance(this.context);
  }

  /** Stops writing (the journal is released). */
  close(): void {
    this.journal.close();
  }
}
