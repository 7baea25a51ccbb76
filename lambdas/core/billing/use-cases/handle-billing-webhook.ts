import type { BillingPorts } from '../billing-ports';
import { syncSubscription, type SyncSubscriptionDeps, type SyncSubscriptionInput } from './sync-subscription';
import { tellAboutPayment, type TellAboutPaymentDeps } from './tell-about-payment';

export const BILLING_EVENT_SOURCE = 'stripe';

/**
 * POST /webhooks/stripe: a provider event, its signature checked on the exact bytes received. Each event
 * is handled once (a redelivery has no effect); every subscription change is recorded from a fresh read of
 * the subscription, so events arriving late or out of order cannot roll the state back. Paid invoices add
 * their amount to the revenue counters. Kinds we do not use are acknowledged and ignored. After each sync the
 * person is told, once each, that a payment failed or that it works again (tellAboutPayment, from the state as
 * recorded, so any order of events gives the same texts).
 */
export async function handleBillingWebhook(
  deps: SyncSubscriptionDeps & TellAboutPaymentDeps & Pick<BillingPorts, 'processedEvents' | 'metrics'>,
  rawBody: string,
  signatureHeader: string | undefined,
): Promise<{ received: true }> {
  const event = await deps.billing.verifyWebhook(rawBody, signatureHeader);
  const sync = async (input: SyncSubscriptionInput) => {
    const user = await syncSubscription(deps, input);
    if (user) await tellAboutPayment(deps, user);
  };
  if (await deps.processedEvents.has(BILLING_EVENT_SOURCE, event.id)) return { received: true };

  switch (event.kind) {
    case 'checkout_completed':
    case 'subscription_changed':
    case 'invoice_payment_failed':
      if (event.subscriptionId) {
        await sync({
          subscriptionId: event.subscriptionId,
          triggerId: event.id,
          ...(event.kind === 'checkout_completed' && event.userId ? { userId: event.userId } : {}),
        });
      }
      break;
    case 'invoice_paid':
      if (event.amountPaidCents > 0)
        await deps.stats.record(`${event.id}:revenue`, event.createdAt, { revenueCents: event.amountPaidCents });
      if (event.subscriptionId) await sync({ subscriptionId: event.subscriptionId, triggerId: event.id });
      break;
    case 'ignored':
      break;
  }
  await deps.processedEvents.record(BILLING_EVENT_SOURCE, event.id, deps.clock.now());
  deps.metrics.count('WebhookEvents', { Type: event.kind });
  return { received: true };
}
