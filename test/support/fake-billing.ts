import type { SubscriptionSnapshot } from '#core/billing/domain/subscription-snapshot';
import { fail } from '#core/kernel/errors';
import type { Billing, BillingEvent, CheckoutRequest, CheckoutSession } from '#core/billing/ports/billing';

export interface FakeBilling extends Billing {
  customers: Map<string, { id: string; userId: string; phone?: string }>;
  /** While set, updateCustomerPhone fails with it (the provider down). */
  failPhoneUpdates?: Error;
  sessions: Map<string, CheckoutSession & { request: CheckoutRequest }>;
  subscriptions: Map<string, SubscriptionSnapshot>;
  canceled: string[];
  /** Completes an open session as the provider's page would, with a subscription in this state. */
  complete(sessionId: string, state?: Partial<SubscriptionSnapshot>): SubscriptionSnapshot;
  /** Changes a subscription at the provider (what a later read sees). */
  change(subscriptionId: string, state: Partial<SubscriptionSnapshot>): void;
  /** Webhook bodies this fake accepts: `signed:<json event>`. */
  sign(event: BillingEvent): string;
}

/** The Billing port in memory: one customer per user, one open session per customer, events "signed" by a prefix. */
export function fakeBilling(now: () => Date): FakeBilling {
  let next = 0;
  const id = (prefix: string) => `${prefix}_${(next += 1)}`;
  const customers = new Map<string, { id: string; userId: string; phone?: string }>();
  const sessions = new Map<string, CheckoutSession & { request: CheckoutRequest }>();
  const subscriptions = new Map<string, SubscriptionSnapshot>();
  const canceled: string[] = [];
  return {
    customers,
    sessions,
    subscriptions,
    canceled,
    async createCustomer({ userId, phoneNumber }) {
      const existing = [...customers.values()].find((c) => c.userId === userId);
      if (existing) return { id: existing.id };
      const customer = { id: id('cus'), userId, phone: phoneNumber };
      customers.set(customer.id, customer);
      return { id: customer.id };
    },
    async createCheckoutSession(request) {
      const open = [...sessions.values()].find((s) => s.customerId === request.customerId && s.status === 'open');
      if (open) return { ...open, url: open.url! };
      const session = {
        id: id('cs_test'),
        url: '',
        status: 'open' as const,
        customerId: request.customerId,
        userId: request.userId,
        request,
      };
      session.url = `https://checkout.test/${session.id}`;
      sessions.set(session.id, session);
      return session;
    },
    async getCheckoutSession(sessionId) {
      const found = sessions.get(sessionId);
      if (!found) return null;
      const { request: _request, ...session } = found;
      return session;
    },
    async getSubscription(subscriptionId) {
      const found = subscriptions.get(subscriptionId);
      return found ? { ...found } : null;
    },
    async createPortalSession(customerId, returnPath, { timeZone, phone }) {
      const customer = customers.get(customerId);
      if (customer) customers.set(customerId, { ...customer, phone });
      return {
        url: `https://portal.test/${customerId}?return=${encodeURIComponent(returnPath)}&zone=${encodeURIComponent(timeZone)}`,
      };
    },
    async updateCustomerPhone(customerId, phone) {
      if (this.failPhoneUpdates) throw this.failPhoneUpdates;
      const customer = customers.get(customerId);
      if (!customer) fail('not_found', `No such customer: ${customerId}`);
      customers.set(customerId, { ...customer, phone });
    },
    async cancelSubscriptionNow(subscriptionId) {
      canceled.push(subscriptionId);
      const found = subscriptions.get(subscriptionId);
      if (found) subscriptions.set(subscriptionId, { ...found, status: 'canceled' });
    },
    async verifyWebhook(rawBody, signature) {
      if (!signature) fail('validation_failed', 'Missing Stripe-Signature header');
      if (signature !== 'valid') fail('validation_failed', 'Webhook signature does not match the body');
      const event = JSON.parse(rawBody) as BillingEvent & { createdAt: string };
      return { ...event, createdAt: new Date(event.createdAt) };
    },
    complete(sessionId, state = {}) {
      const session = sessions.get(sessionId)!;
      const start = now();
      const trialEnd = new Date(start.getTime() + session.request.trialDays * 86_400_000).toISOString();
      const subscription: SubscriptionSnapshot = {
        id: id('sub'),
        customerId: session.customerId!,
        userId: session.userId,
        status: session.request.trialDays > 0 ? 'trialing' : 'active',
        startDate: start.toISOString(),
        currentPeriodEnd: trialEnd,
        ...(session.request.trialDays > 0 ? { trialEnd } : {}),
        cancelAtPeriodEnd: false,
        ...state,
      };
      subscriptions.set(subscription.id, subscription);
      sessions.set(sessionId, { ...session, status: 'complete', subscriptionId: subscription.id, url: undefined });
      return subscription;
    },
    change(subscriptionId, state) {
      subscriptions.set(subscriptionId, { ...subscriptions.get(subscriptionId)!, ...state });
    },
    sign: (event) => JSON.stringify(event),
  };
}
