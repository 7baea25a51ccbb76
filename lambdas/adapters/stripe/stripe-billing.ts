import type Stripe from 'stripe';
import type { BillingPlan } from '#core/billing/domain/billing-plan';
import { fail } from '#core/kernel/errors';
import type { Billing, CheckoutSession } from '#core/billing/ports/billing';
import type { Clock } from '#core/kernel/clock';
import { billingEventOf } from './stripe-billing-event';
import { idOf, snapshotOfStripeSubscription } from './stripe-subscription-snapshot';

export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeBillingConfig {
  secretKey: () => Promise<string>;
  webhookSecret: () => Promise<string>;
  /** The SPA's address (`https://app.example.com`), put in front of the return paths. */
  appBaseUrl: () => string;
  /** Another API address (the local sandbox); Stripe's own when absent. Read once, on first use. */
  api?: () => StripeApiAddress;
  /** The clock a webhook's age is measured on (the local runtime's movable one, locally). */
  clock: Clock;
}

/** Stripe's default: a signature older than five minutes is refused (replays of captured requests). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Stripe's own "no such object" answer. */
const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { statusCode?: number }).statusCode === 404;

const checkoutSessionOf = (session: Stripe.Checkout.Session): CheckoutSession => ({
  id: session.id,
  ...(session.url ? { url: session.url } : {}),
  status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
  ...(idOf(session.customer) ? { customerId: idOf(session.customer) } : {}),
  ...(session.client_reference_id ? { userId: session.client_reference_id } : {}),
  ...(idOf(session.subscription) ? { subscriptionId: idOf(session.subscription) } : {}),
});

/**
 * The Billing port on Stripe. The SDK is imported on first use, so functions that never bill carry none
 * of it, and the client is built once per container. Creation calls carry idempotency keys, so a retry
 * (ours or the SDK's) never makes a second customer or session.
 */
export function stripeBilling(config: StripeBillingConfig): Billing {
  let client: Promise<Stripe> | undefined;
  const stripe = () =>
    (client ??= (async () => {
      const [{ default: StripeClient }, key] = await Promise.all([import('stripe'), config.secretKey()]);
      const address = config.api?.();
      return new StripeClient(key, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...(address ?? {}) });
    })().catch((error: unknown) => {
      client = undefined;
      throw error;
    }));

  const prices = new Map<string, Promise<string>>();
  /** The plan's price, found by its lookup key, or created once (a changed amount moves the key to a new price). */
  function priceOf(plan: BillingPlan): Promise<string> {
    let found = prices.get(plan.lookupKey);
    if (!found) {
      found = (async () => {
        const api = await stripe();
        const { data } = await api.prices.list({ lookup_keys: [plan.lookupKey], active: true, limit: 1 });
        const current = data[0];
        if (
          current &&
          current.unit_amount === plan.unitAmountCents &&
          current.currency === plan.currency &&
          current.recurring?.interval === plan.interval
        ) {
          return current.id;
        }
        const created = await api.prices.create(
          {
            currency: plan.currency,
            unit_amount: plan.unitAmountCents,
            recurring: { interval: plan.interval },
            lookup_key: plan.lookupKey,
            transfer_lookup_key: current !== undefined,
            product_data: { name: plan.productName },
          },
          {
            idempotencyKey: `nagtext-price-${plan.lookupKey}-${plan.unitAmountCents}-${plan.currency}-${plan.interval}`,
          },
        );
        return created.id;
      })();
      prices.set(plan.lookupKey, found);
      found.catch(() => prices.delete(plan.lookupKey));
    }
    return found;
  }

  /**
   * The account as it is now, on the customer, before a checkout or portal page opens: its zone on the metadata (the
   * local sandbox's pages show their dates in it; a portal session takes no metadata of its own; Stripe's own pages
   * show theirs in the browser's zone and keep this as a note) and its number as the customer's phone (a move whose
   * own update failed converges here).
   */
  const noteAccount = async (api: Stripe, customerId: string, account: { timeZone: string; phone: string }) => {
    await api.customers.update(customerId, { phone: account.phone, metadata: { timeZone: account.timeZone } });
  };

  const url = (path: string) => `${config.appBaseUrl().replace(/\/+$/, '')}${path}`;

  return {
    async createCustomer({ userId, email, name, phoneNumber }) {
      const api = await stripe();
      const customer = await api.customers.create(
        { email, name, phone: phoneNumber, metadata: { userId } },
        { idempotencyKey: `nagtext-customer-${userId}` },
      );
      return { id: customer.id };
    },

    async createCheckoutSession(request) {
      const api = await stripe();
      const price = await priceOf(request.plan);
      const reuseOrKey = async () => {
        const { data } = await api.checkout.sessions.list({ customer: request.customerId, limit: 10 });
        const open = data.find((s) => s.status === 'open' && s.url && s.client_reference_id === request.userId);
        // Keyed by the newest session so far: two clicks at once make one session; a later click, after
        // that one completed or expired, makes a new one.
        return { open, key: `nagtext-checkout-${request.userId}-after-${data[0]?.id ?? 'none'}` };
      };
      await noteAccount(api, request.customerId, { timeZone: request.timeZone, phone: request.phone });
      const { open, key } = await reuseOrKey();
      if (open) return { ...checkoutSessionOf(open), url: open.url! };
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        line_items: [{ price, quantity: 1 }],
        subscription_data: {
          metadata: { userId: request.userId },
          ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
        },
        metadata: { userId: request.userId },
        success_url: url(request.successPath),
        cancel_url: url(request.cancelPath),
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await api.checkout.sessions.create(params, { idempotencyKey: key });
      } catch (error) {
        // The same key still in flight (the other click): its session is the one to return.
        if ((error as { statusCode?: number }).statusCode !== 409) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
        const again = await reuseOrKey();
        if (!again.open) throw error;
        session = again.open;
      }
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { ...checkoutSessionOf(session), url: session.url };
    },

    async getCheckoutSession(sessionId) {
      const api = await stripe();
      try {
        return checkoutSessionOf(await api.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async getSubscription(subscriptionId) {
      const api = await stripe();
      try {
        return snapshotOfStripeSubscription(await api.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async createPortalSession(customerId, returnPath, account) {
      const api = await stripe();
      await noteAccount(api, customerId, account);
      const session = await api.billingPortal.sessions.create({ customer: customerId, return_url: url(returnPath) });
      return { url: session.url };
    },

    async updateCustomerPhone(customerId, phone) {
      const api = await stripe();
      // Setting a value: a retry (ours or the SDK's) sets the same number again.
      await api.customers.update(customerId, { phone });
    },

    async cancelSubscriptionNow(subscriptionId) {
      const api = await stripe();
      try {
        await api.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
      } catch (error) {
        if (isMissing(error)) return;
        // Already ended: nothing more to stop.
        const current = await api.subscriptions.retrieve(subscriptionId).catch(() => null);
        if (current && (current.status === 'canceled' || current.status === 'incomplete_expired')) return;
        throw error;
      }
    },

    async verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader?.trim()) fail('validation_failed', 'Missing Stripe-Signature header');
      if (rawBody === '') fail('validation_failed', 'Webhook body is empty');
      const [{ default: StripeClient }, secret] = await Promise.all([import('stripe'), config.webhookSecret()]);
      const now = config.clock.now().getTime();
      let event: Stripe.Event;
      try {
        event = StripeClient.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          secret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          now,
        );
      } catch (error) {
        if (error instanceof SyntaxError) fail('validation_failed', 'Webhook body is not valid JSON');
        const message = error instanceof Error ? error.message : '';
        if (/tolerance/i.test(message))
          fail('validation_failed', 'Webhook signature is too old (outside the 5-minute tolerance)');
        if (/timestamp and signatures|expected scheme/i.test(message))
          fail('validation_failed', 'Malformed Stripe-Signature header');
        fail('validation_failed', 'Webhook signature does not match the body');
      }
      const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signatureHeader)?.[1]);
      if (signedAt * 1000 - now > SIGNATURE_TOLERANCE_SECONDS * 1000) {
        fail('validation_failed', 'Webhook signature is dated in the future (outside the 5-minute tolerance)');
      }
      const shape = event as Partial<Stripe.Event>;
      if (
        typeof shape.id !== 'string' ||
        typeof shape.type !== 'string' ||
        typeof shape.created !== 'number' ||
        typeof shape.data?.object !== 'object'
      ) {
        fail('validation_failed', 'Webhook body is not a Stripe event');
      }
      return billingEventOf(event);
    },
  };
}
