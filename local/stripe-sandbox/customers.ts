import { randomBytes } from 'node:crypto';
import { metadataOf, text, type Params } from './form-params';
import type { SandboxContext } from './sandbox-context';
import { newId } from './stripe-ids';
import { publicView, type SandboxCustomer, type StoredPaymentMethod } from './stripe-objects';
import type { TestCard } from './test-cards';

export function createCustomer(context: SandboxContext, params: Params): SandboxCustomer {
  const customer: SandboxCustomer = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: context.now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: text(params.description) ?? null,
    email: text(params.email) ?? null,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: metadataOf(params.metadata),
    name: text(params.name) ?? null,
    phone: text(params.phone) ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  context.objects.put(customer);
  context.events.emit('customer.created', customer);
  context.events.flush();
  return publicView(customer);
}

/** A test card is attached to the customer as a payment method and becomes their default; returns its id. */
export function attachCard(context: SandboxContext, customerId: string, card: TestCard): string {
  const now = context.now();
  const paymentMethod: StoredPaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    billing_details: { address: null, email: null, name: null, phone: null },
    card: { brand: card.brand, country: 'US', exp_month: 12, exp_year: new Date(now * 1000).getUTCFullYear() + 3, funding: 'credit', last4: card.last4 },
    created: now,
    customer: customerId,
    livemode: false,
    metadata: {},
    type: 'card',
    _sandbox: { failsCharges: card.failsCharges },
  };
  context.objects.put(paymentMethod);
  const customer = context.objects.get('customer', customerId)!;
  context.objects.put({ ...customer, invoice_settings: { ...customer.invoice_settings, default_payment_method: paymentMethod.id } });
  context.events.emit('payment_method.attached', paymentMethod);
  return paymentMethod.id;
}
