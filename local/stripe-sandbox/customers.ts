import { randomBytes } from 'node:crypto';
import { metadataOf, text, type Params } from './form-params';
import { customerObject } from './objects/customer';
import { paymentMethodObject } from './objects/payment-method';
import type { SandboxContext } from './sandbox-context';
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

/** A test card is attached to the customer as a payment method and becomes their default; returns its id. */
export function attachCard(context: SandboxContext, customerId: string, card: TestCard): string {
  const now = context.now();
  const customer = context.objects.get('customer', customerId)!;
  const paymentMethod = paymentMethodObject({
    id: newId('pm'),
    card: { brand: card.brand, exp_month: 12, exp_year: new Date(now * 1000).getUTCFullYear() + 3, last4: card.last4 },
    created: now,
    customer: customerId,
    _sandbox: { failsCharges: card.failsCharges },
  }, customer.email);
  context.objects.put(paymentMethod);
  context.objects.put({ ...customer, invoice_settings: { ...customer.invoice_settings, default_payment_method: paymentMethod.id } });
  context.events.emit('payment_method.attached', paymentMethod);
  return paymentMethod.id;
}
