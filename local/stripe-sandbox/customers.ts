import { randomBytes } from 'node:crypto';
import { metadataOf, object, text, type Params } from './form-params';
import { customerObject } from './objects/customer';
import { paymentMethodObject } from './objects/payment-method';
import type { SandboxContext } from './sandbox-context';
import { invalidParam } from './sandbox-error';
import { newId } from './stripe-ids';
import { publicView, type SandboxCustomer } from './stripe-objects';
import type { TestCard } from './test-cards';

export function createCustomer(context: SandboxContext, params: Params): SandboxCustomer {
  const customer = customerObject({
    id: newId('cus'),
    created: context.now(),
    description: text(params.description) ?? null,
    email: text(params.email) ?? null,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    metadata: metadataOf(params.metadata),
    name: text(params.name) ?? null,
    phone: text(params.phone) ?? null,
  });
  context.objects.put(customer);
  context.events.emit('customer.created', customer);
  context.events.flush();
  return publicView(customer);
}

/**
 * POST /v1/customers/:id, for what NagText changes on a customer: its phone (an empty one clears it, as Stripe does)
 * and its metadata, merged as Stripe merges it (a key given an empty value is removed). Anything else is refused by
 * name: this sandbox does not keep it.
 */
export function updateCustomer(context: SandboxContext, id: string, params: Params): SandboxCustomer {
  const customer = context.objects.find('customer', id, 'id');
  const other = Object.keys(params).find((name) => name !== 'metadata' && name !== 'phone');
  if (other) throw invalidParam(other, `This sandbox updates a customer's phone and metadata only, not ${other}.`);
  if (params.phone !== undefined && typeof params.phone !== 'string')
    throw invalidParam('phone', 'phone must be text.');
  const metadata = { ...customer.metadata };
  for (const [key, value] of Object.entries(object(params.metadata))) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, `metadata[${key}] must be text.`);
    if (value === '') delete metadata[key];
    else metadata[key] = value;
  }
  const phone = params.phone === undefined ? customer.phone : text(params.phone) || null;
  const updated = { ...customer, metadata, phone };
  context.objects.put(updated);
  context.events.emit('customer.updated', updated, {
    ...(params.metadata !== undefined ? { metadata: customer.metadata } : {}),
    ...(phone !== customer.phone ? { phone: customer.phone } : {}),
  });
  context.events.flush();
  return publicView(updated);
}

/**
 * The zone the sandbox's pages show a customer's dates in: the account's, which NagText notes on the customer's
 * metadata (`timeZone`) before it opens a checkout or the portal; UTC for a customer without a known one. Stripe's
 * own pages show dates in the browser's zone; this stand-in shows what NagText's own screens show.
 */
export function pageTimeZoneOf(customer: SandboxCustomer | undefined): string {
  const zone = customer?.metadata.timeZone;
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** A test card is attached to the customer as a payment method and becomes their default; returns its id. */
export function attachCard(context: SandboxContext, customerId: string, card: TestCard): string {
  const now = context.now();
  const customer = context.objects.get('customer', customerId)!;
  const paymentMethod = paymentMethodObject(
    {
      id: newId('pm'),
      card: {
        brand: card.brand,
        exp_month: 12,
        exp_year: new Date(now * 1000).getUTCFullYear() + 3,
        last4: card.last4,
      },
      created: now,
      customer: customerId,
      _sandbox: { failsCharges: card.failsCharges },
    },
    customer.email,
  );
  context.objects.put(paymentMethod);
  context.objects.put({
    ...customer,
    invoice_settings: { ...customer.invoice_settings, default_payment_method: paymentMethod.id },
  });
  context.events.emit('payment_method.attached', paymentMethod);
  return paymentMethod.id;
}
